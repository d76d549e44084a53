<?php
/**
 * Clinic Site: the post types of the collections, the fixed department taxonomy, and every field
 * registered as post meta with its REST schema (no ACF).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The department taxonomy: its terms are the site's department keys, and editors cannot add any. */
const CLINIC_SITE_DEPARTMENT = 'clinic_department';

add_action( 'init', 'clinic_site_register_content', 5 );

/** Registers the post types, the taxonomy and the meta. */
function clinic_site_register_content(): void {
	foreach ( clinic_site_collections() as $name => $collection ) {
		if ( ! post_type_exists( $collection['post_type'] ) ) {
			register_post_type(
				$collection['post_type'],
				array(
					'labels'       => array(
						'name'          => $collection['label'],
						'singular_name' => $collection['singular'],
					),
					'public'       => true,
					'show_in_rest' => true,
					'menu_icon'    => 'dashicons-heart',
					'supports'     => array( 'title', 'editor', 'excerpt', 'custom-fields', 'revisions', 'page-attributes', 'thumbnail' ),
					'rewrite'      => array( 'slug' => 'clinic-' . $name ),
					'has_archive'  => false,
				)
			);
		}
		clinic_site_register_fields( $collection['post_type'], $collection['fields'] );
	}
	add_post_type_support( 'page', 'excerpt' );
	foreach ( clinic_site_page_roles() as $role ) {
		clinic_site_register_fields( 'page', $role['fields'] );
	}
	register_taxonomy(
		CLINIC_SITE_DEPARTMENT,
		array( clinic_site_collections()['job-openings']['post_type'] ),
		array(
			'labels'            => array(
				'name'          => __( 'Departments', 'clinic-site' ),
				'singular_name' => __( 'Department', 'clinic-site' ),
			),
			'public'            => false,
			'show_ui'           => true,
			'show_in_rest'      => true,
			'show_admin_column' => true,
			'hierarchical'      => true,
			'rewrite'           => false,
			'capabilities'      => array(
				'manage_terms' => 'do_not_allow',
				'edit_terms'   => 'do_not_allow',
				'delete_terms' => 'do_not_allow',
				'assign_terms' => 'edit_posts',
			),
		)
	);
	clinic_site_ensure_departments();
}

/**
 * Registers each meta field of `$fields` on `$post_type`, shown in REST with its schema and
 * editable by whoever may edit the post.
 *
 * @param string $post_type A post type.
 * @param array  $fields    Contract field => kind.
 */
function clinic_site_register_fields( string $post_type, array $fields ): void {
	foreach ( $fields as $field => $kind ) {
		$schema = clinic_site_kind_schema( $kind );
		if ( null === $schema || 'social' === $kind ) {
			continue;
		}
		register_post_meta(
			$post_type,
			clinic_site_meta_key( $field ),
			array(
				'type'          => clinic_site_meta_type( $schema ),
				'single'        => true,
				'show_in_rest'  => array( 'schema' => $schema ),
				'auth_callback' => static fn( $allowed, $key, $post_id ) => current_user_can( 'edit_post', $post_id ),
			)
		);
	}
}

/** Creates any department term that is missing (on activation, and after an upgrade adds one). */
function clinic_site_ensure_departments(): void {
	$keys = array_keys( clinic_site_departments() );
	if ( get_option( 'clinic_site_departments' ) === $keys ) {
		return;
	}
	foreach ( clinic_site_departments() as $key => $name ) {
		if ( ! term_exists( $key, CLINIC_SITE_DEPARTMENT ) ) {
			wp_insert_term( $name, CLINIC_SITE_DEPARTMENT, array( 'slug' => $key ) );
		}
	}
	update_option( 'clinic_site_departments', $keys );
}

/** The department key of a job, or '' when it has none. */
function clinic_site_department_of( WP_Post $post ): string {
	$terms = get_the_terms( $post, CLINIC_SITE_DEPARTMENT );
	return is_array( $terms ) && $terms ? $terms[0]->slug : '';
}
