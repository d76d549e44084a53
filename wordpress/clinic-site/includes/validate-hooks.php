<?php
/**
 * Clinic Site: where the checks of validate.php run: the REST API's save (the block editor's and
 * an Application Password's), the classic editor's, and every insert's slug.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'clinic_site_validate_rest_saves', 20 );
add_filter( 'wp_insert_post_data', 'clinic_site_validate_insert', 20, 2 );
add_action( 'admin_notices', 'clinic_site_unpublished_notice' );

/** Checks every REST save of a clinic post type or page before it is written. */
function clinic_site_validate_rest_saves(): void {
	$types = array_column( clinic_site_collections(), 'post_type' );
	foreach ( array_merge( $types, array( 'page' ) ) as $type ) {
		add_filter( "rest_pre_insert_{$type}", 'clinic_site_validate_rest_save', 10, 2 );
	}
}

/**
 * Refuses a REST save that would publish a post whose fields fail the site's schema.
 *
 * @param stdClass|WP_Error $prepared The post about to be written.
 * @param WP_REST_Request   $request  The request.
 * @return stdClass|WP_Error
 */
function clinic_site_validate_rest_save( $prepared, WP_REST_Request $request ) {
	if ( is_wp_error( $prepared ) || clinic_site_importing() ) {
		return $prepared;
	}
	if ( isset( $prepared->post_name ) && '' !== $prepared->post_name ) {
		$prepared->post_name = clinic_site_route_slug( $prepared->post_name );
	}
	$stored = ! empty( $prepared->ID ) ? get_post( (int) $prepared->ID ) : null;
	$status = $prepared->post_status ?? ( $stored ? $stored->post_status : 'draft' );
	$fields = clinic_site_fields_of( $prepared );
	if ( ! $fields || ! in_array( $status, array( 'publish', 'future' ), true ) ) {
		return $prepared;
	}
	$changes = array();
	$meta    = is_array( $request['meta'] ) ? $request['meta'] : array();
	foreach ( $fields as $field => $kind ) {
		if ( array_key_exists( clinic_site_meta_key( $field ), $meta ) ) {
			$changes[ $field ] = $meta[ clinic_site_meta_key( $field ) ];
		} elseif ( 'department' === $kind && is_array( $request[ CLINIC_SITE_DEPARTMENT ] ) ) {
			$term              = get_term( (int) ( $request[ CLINIC_SITE_DEPARTMENT ][0] ?? 0 ), CLINIC_SITE_DEPARTMENT );
			$changes[ $field ] = $term instanceof WP_Term ? $term->slug : null;
		}
	}
	$problems = clinic_site_problems( $fields, clinic_site_values( $prepared, $fields, $changes ), clinic_site_is_translation( $prepared ) );
	if ( $problems ) {
		return new WP_Error(
			'clinic_site_invalid_fields',
			/* translators: %s: each field and its problem. */
			sprintf( __( 'Not published: %s', 'clinic-site' ), clinic_site_problem_text( $problems ) ),
			array(
				'status' => 400,
				'fields' => $problems,
			)
		);
	}
	return $prepared;
}

/**
 * Keeps slugs to the route pattern, and keeps a post whose fields fail the schema a draft when it
 * is saved outside the REST API (the classic editor, quick edit); the editor's next screen says why.
 *
 * @param array $data    The post's columns about to be written.
 * @param array $postarr What was asked.
 */
function clinic_site_validate_insert( array $data, array $postarr ): array {
	$post = (object) ( $data + array( 'ID' => (int) ( $postarr['ID'] ?? 0 ) ) );
	if ( clinic_site_importing() || ! clinic_site_fields_of( $post ) ) {
		return $data;
	}
	if ( '' !== $data['post_name'] && clinic_site_route_slug( $data['post_name'] ) !== $data['post_name'] ) {
		$data['post_name'] = wp_unique_post_slug( clinic_site_route_slug( $data['post_name'] ), $post->ID, $data['post_status'], $data['post_type'], (int) $data['post_parent'] );
	}
	if ( ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! in_array( $data['post_status'], array( 'publish', 'future' ), true ) ) {
		return $data;
	}
	$fields   = clinic_site_fields_of( $post );
	$problems = clinic_site_problems( $fields, clinic_site_values( $post, $fields, clinic_site_submitted_fields( $fields ) ), clinic_site_is_translation( $post ) );
	if ( $problems ) {
		$data['post_status'] = 'draft';
		set_transient( 'clinic_site_unpublished_' . get_current_user_id(), clinic_site_problem_text( $problems ), 300 );
	}
	return $data;
}

/** Says, once, why the post just saved stayed a draft. */
function clinic_site_unpublished_notice(): void {
	$key  = 'clinic_site_unpublished_' . get_current_user_id();
	$text = get_transient( $key );
	if ( ! $text ) {
		return;
	}
	delete_transient( $key );
	echo '<div class="notice notice-error"><p>' . esc_html__( 'Not published, kept as a draft:', 'clinic-site' ) . ' ' . esc_html( $text ) . '</p></div>';
}
