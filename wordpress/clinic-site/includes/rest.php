<?php
/**
 * Clinic Site: the v1 contract's reads (docs/cms-contract.json), answered from the content model.
 * Every route is public content and says so in its permission callback; drafts, private posts and
 * users are never read. Each answer is JSON the site validates against its own schemas.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'clinic_site_register_routes' );

/** The v1 routes: the specific ones first, as WordPress matches routes in the order they come. */
function clinic_site_register_routes(): void {
	$routes = array(
		'/common'                                       => 'clinic_site_rest_common',
		'/home'                                         => 'clinic_site_rest_home',
		'/about-us'                                     => 'clinic_site_rest_about_us',
		'/covid-19'                                     => 'clinic_site_rest_covid_19',
		'/privacy'                                      => 'clinic_site_rest_privacy',
		'/star'                                         => 'clinic_site_rest_star',
		'/contact-page'                                 => 'clinic_site_rest_contact',
		'/contact-page/id/(?P<id>[^/]+)'                => 'clinic_site_rest_contact',
		'/star-events'                                  => 'clinic_site_rest_star_events',
		'/team/(?P<slug>[^/]+)/long'                    => 'clinic_site_rest_team',
		'/staff_member/id/(?P<id>[^/]+)'                => 'clinic_site_rest_staff_member',
		'/job-openings'                                 => 'clinic_site_rest_jobs',
		'/job-opening/id/(?P<id>[^/]+)'                 => 'clinic_site_rest_job',
		'/news'                                         => 'clinic_site_rest_news',
		'/news/total'                                   => 'clinic_site_rest_news_total',
		'/news/story/(?P<slug>[^/]+)'                   => 'clinic_site_rest_news_story',
		'/news/homepage-featured/(?P<count>[^/]+)'      => 'clinic_site_rest_featured_news',
		'/news/covid-19/(?P<count>[^/]+)'               => 'clinic_site_rest_covid_news',
		'/totals'                                       => 'clinic_site_rest_totals',
		'/(?P<type>[^/]+)/total'                        => 'clinic_site_rest_total',
		'/(?P<type>[^/]+)/pages'                        => 'clinic_site_rest_pages',
		'/(?P<type>[^/]+)/slugs'                        => 'clinic_site_rest_slugs',
		'/(?P<type>[^/]+)/(?P<filter>[^/]+)/(?P<count>[^/]+)(?:/(?P<filter2>[^/]+))?' => 'clinic_site_rest_list',
	);
	$lang = array(
		'type'    => 'string',
		'enum'    => clinic_site_languages()->locales(),
		'default' => clinic_site_languages()->locales()[0],
	);
	foreach ( $routes as $route => $callback ) {
		register_rest_route(
			'v1',
			$route,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => $callback,
				'permission_callback' => 'clinic_site_public_read',
				'args'                => array( 'lang' => $lang ),
			)
		);
	}
}

/** Every v1 read is the clinic's published content, open to anyone, as on the site itself. */
function clinic_site_public_read(): bool {
	return true;
}

/** WordPress's own answer for an address it has no route for (what the demo CMS answers too). */
function clinic_site_not_found(): WP_Error {
	return new WP_Error( 'rest_no_route', 'No route was found matching the URL and request method.', array( 'status' => 404 ) );
}

/** The request's locale (checked against the enum by WordPress before the callback runs). */
function clinic_site_locale( WP_REST_Request $request ): string {
	return (string) $request['lang'];
}

/**
 * The items of a collection in the request's locale, optionally only some fields.
 *
 * @param string          $collection A collection name.
 * @param WP_REST_Request $request    The request.
 * @param WP_Post[]|null  $posts      The originals to answer (default: all, in list order).
 */
function clinic_site_items( string $collection, WP_REST_Request $request, ?array $posts = null ): array {
	$model = clinic_site_collections()[ $collection ];
	return array_map(
		static fn( $post ) => clinic_site_item( $post, $model['fields'], clinic_site_locale( $request ), $model['alone'] ?? array() ),
		$posts ?? clinic_site_originals( $collection )
	);
}

/**
 * `$items` with only those of `$keys` they have (and `lang`), in that order.
 *
 * @param array    $items Contract items.
 * @param string[] $keys  The fields kept.
 */
function clinic_site_pick( array $items, array $keys ): array {
	$keys[] = 'lang';
	return array_map(
		static function ( $item ) use ( $keys ) {
			$picked = array();
			foreach ( $keys as $key ) {
				if ( array_key_exists( $key, $item ) ) {
					$picked[ $key ] = $item[ $key ];
				}
			}
			return $picked;
		},
		$items
	);
}

/** List answers leave out the long HTML fields, as WordPress list endpoints do. */
function clinic_site_summaries( array $items ): array {
	return array_map( static fn( $item ) => array_diff_key( $item, array_flip( array( 'content', 'description' ) ) ), $items );
}

/** `common`: what the nav, footer and drawer list. */
function clinic_site_rest_common( WP_REST_Request $request ): array {
	return array(
		'services'  => clinic_site_pick( clinic_site_items( 'health-services', $request ), array( 'url_slug', 'display_title' ) ),
		'locations' => clinic_site_pick( clinic_site_items( 'locations', $request ), array( 'post_name', 'nav_title', 'phone_number' ) ),
		'teams'     => clinic_site_pick( clinic_site_items( 'teams', $request ), array( 'post_name', 'nav_title' ) ),
	);
}

/**
 * The published English page chosen for `$role` in the plugin's settings, or null.
 *
 * @param string $role A role of clinic_site_page_roles().
 */
function clinic_site_role_page( string $role ): ?WP_Post {
	$id   = (int) ( get_option( 'clinic_site_pages', array() )[ $role ] ?? 0 );
	$page = $id ? get_post( $id ) : null;
	return $page && 'page' === $page->post_type && 'publish' === $page->post_status ? $page : null;
}

/**
 * The page of `$role` as the contract's page, or a 404.
 *
 * @param string          $role    A role.
 * @param WP_REST_Request $request The request.
 * @return array|WP_Error
 */
function clinic_site_page_answer( string $role, WP_REST_Request $request ) {
	$page = clinic_site_role_page( $role );
	return $page ? clinic_site_item( $page, clinic_site_page_roles()[ $role ]['fields'], clinic_site_locale( $request ) ) : clinic_site_not_found();
}

/** `home`. */
function clinic_site_rest_home( WP_REST_Request $request ) {
	return clinic_site_page_answer( 'home', $request );
}

/** `about-us`. */
function clinic_site_rest_about_us( WP_REST_Request $request ) {
	return clinic_site_page_answer( 'about_us', $request );
}

/** `covid-19`. */
function clinic_site_rest_covid_19( WP_REST_Request $request ) {
	return clinic_site_page_answer( 'covid_19', $request );
}

/** `privacy`. */
function clinic_site_rest_privacy( WP_REST_Request $request ) {
	return clinic_site_page_answer( 'privacy', $request );
}

/** `star`. */
function clinic_site_rest_star( WP_REST_Request $request ) {
	return clinic_site_page_answer( 'star', $request );
}

/** `contact-page`, found by its role; `contact-page/id/<id>` answers it too when the id is its own. */
function clinic_site_rest_contact( WP_REST_Request $request ) {
	$page = clinic_site_role_page( 'contact' );
	if ( isset( $request['id'] ) && ( ! $page || (string) $page->ID !== (string) $request['id'] ) ) {
		return clinic_site_not_found();
	}
	return clinic_site_page_answer( 'contact', $request );
}

/** `star-events`, soonest first. */
function clinic_site_rest_star_events( WP_REST_Request $request ): array {
	return clinic_site_items( 'star-events', $request );
}
