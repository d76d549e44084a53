<?php
/**
 * Clinic Site: the REST routes a request builds. WordPress builds the routes of every post type and
 * taxonomy shown in REST on each REST request, which for the clinic's seven types and the departments
 * is most of what the plugin adds to an editor's save of a page or a post. A request to one of
 * WordPress's own post, page or media routes never reaches a clinic type, so there the clinic types
 * sit out the building of routes and are shown in REST again at once after it; every other request
 * (the block editor's type list, batches, the clinic types' own routes, the v1 contract) builds them all.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** WordPress's own routes that never concern a clinic type. */
const CLINIC_SITE_FOREIGN_REST_ROUTES = '#^/wp/v2/(pages|posts|media)(/|$)#';

add_action( 'rest_api_init', 'clinic_site_rest_scope_narrow', 0 );
add_action( 'rest_api_init', 'clinic_site_rest_scope_restore', 100 );

/**
 * The post type and taxonomy objects taken out of REST for this request's route building.
 *
 * @param object[]|null $objects The objects to remember; null only reads.
 * @return object[]
 */
function clinic_site_rest_scope_hidden( ?array $objects = null ): array {
	static $hidden = array();
	if ( null !== $objects ) {
		$hidden = $objects;
	}
	return $hidden;
}

/** Before WordPress builds its routes (priority 99): the clinic types sit out a request for a route of WordPress's own. */
function clinic_site_rest_scope_narrow(): void {
	$route = isset( $GLOBALS['wp'] ) ? (string) ( $GLOBALS['wp']->query_vars['rest_route'] ?? '' ) : '';
	if ( ! ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || 1 !== preg_match( CLINIC_SITE_FOREIGN_REST_ROUTES, $route ) ) {
		return;
	}
	$objects = array_map( 'get_post_type_object', array_column( clinic_site_collections(), 'post_type' ) );
	$objects[] = get_taxonomy( CLINIC_SITE_DEPARTMENT );
	$hidden    = array();
	foreach ( $objects as $object ) {
		if ( is_object( $object ) && $object->show_in_rest ) {
			$object->show_in_rest = false;
			$hidden[]             = $object;
		}
	}
	clinic_site_rest_scope_hidden( $hidden );
}

/** Once the routes are built: the clinic types are shown in REST again, as registered. */
function clinic_site_rest_scope_restore(): void {
	foreach ( clinic_site_rest_scope_hidden() as $object ) {
		$object->show_in_rest = true;
	}
	clinic_site_rest_scope_hidden( array() );
}
