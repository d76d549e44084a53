<?php
/**
 * Clinic Site: editors fill every field: a meta box in the classic editor, a panel of the document
 * sidebar in the block editor (assets/editor-panel.js, plain JavaScript, no build step).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

add_action( 'add_meta_boxes', 'clinic_site_add_meta_box', 10, 2 );
add_action( 'save_post', 'clinic_site_save_meta_box', 10, 2 );
add_action( 'enqueue_block_editor_assets', 'clinic_site_editor_panel' );

/** The fields an editor fills by hand: the meta kinds (the rest are the post's own columns and boxes). */
function clinic_site_editable_fields( $post ): array {
	return array_filter(
		clinic_site_fields_of( $post ),
		static fn( $kind ) => null !== clinic_site_kind_schema( $kind )
	);
}

/**
 * Adds the fields' meta box to a clinic post or singleton page (the classic editor only: the block
 * editor has the panel).
 *
 * @param string  $post_type The post type.
 * @param WP_Post $post      The post.
 */
function clinic_site_add_meta_box( string $post_type, $post ): void {
	if ( ! $post instanceof WP_Post || ! clinic_site_editable_fields( $post ) ) {
		return;
	}
	add_meta_box(
		'clinic-site-fields',
		__( 'Clinic site fields', 'clinic-site' ),
		'clinic_site_render_meta_box',
		$post_type,
		'normal',
		'high',
		array( '__back_compat_meta_box' => true )
	);
}

/** The meta box: one input (or a few) per field. */
function clinic_site_render_meta_box( WP_Post $post ): void {
	wp_nonce_field( CLINIC_SITE_FIELDS_NONCE, 'clinic_site_fields_nonce' );
	foreach ( clinic_site_editable_fields( $post ) as $field => $kind ) {
		clinic_site_form_inputs( $field, $kind, get_post_meta( $post->ID, clinic_site_meta_key( $field ), true ) );
	}
}

/**
 * Saves the meta box's fields (nonce and right checked): each read back by its kind; empty ones
 * removed, so a translation falls back to its original.
 *
 * @param int     $post_id The post.
 * @param WP_Post $post    The post.
 */
function clinic_site_save_meta_box( int $post_id, WP_Post $post ): void {
	if ( wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	$fields = clinic_site_editable_fields( $post );
	foreach ( clinic_site_submitted_fields( $fields ) as $field => $value ) {
		if ( null === $value ) {
			delete_post_meta( $post_id, clinic_site_meta_key( $field ) );
		} else {
			update_post_meta( $post_id, clinic_site_meta_key( $field ), wp_slash( $value ) );
		}
	}
}

/** The block editor's panel, with the fields of the post being edited. */
function clinic_site_editor_panel(): void {
	$post = get_post();
	if ( ! $post || ! clinic_site_editable_fields( $post ) ) {
		return;
	}
	wp_enqueue_script(
		'clinic-site-editor-panel',
		plugins_url( 'assets/editor-panel.js', CLINIC_SITE_FILE ),
		array( 'wp-plugins', 'wp-edit-post', 'wp-element', 'wp-components', 'wp-data', 'wp-i18n' ),
		CLINIC_SITE_VERSION,
		true
	);
	$fields = array();
	foreach ( clinic_site_editable_fields( $post ) as $field => $kind ) {
		$fields[] = array(
			'field' => $field,
			'key'   => clinic_site_meta_key( $field ),
			'kind'  => $kind,
		);
	}
	wp_add_inline_script(
		'clinic-site-editor-panel',
		'window.clinicSiteFields = ' . wp_json_encode(
			array(
				'fields'          => $fields,
				'employmentTypes' => CLINIC_SITE_EMPLOYMENT_TYPES,
			)
		) . ';',
		'before'
	);
}
