<?php
/**
 * Clinic Site: the settings page (Settings → Clinic site): which page plays each singleton role,
 * the site's common data (social links), and the import of a content bundle.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', 'clinic_site_settings_menu' );
add_action( 'admin_init', 'clinic_site_register_settings' );
add_action( 'admin_post_clinic_site_import', 'clinic_site_import_upload' );

/** Adds the settings page. */
function clinic_site_settings_menu(): void {
	add_options_page( __( 'Clinic site', 'clinic-site' ), __( 'Clinic site', 'clinic-site' ), 'manage_options', 'clinic-site', 'clinic_site_settings_page' );
}

/** Registers the two options with their sanitizers. */
function clinic_site_register_settings(): void {
	register_setting(
		'clinic_site',
		'clinic_site_pages',
		array(
			'type'              => 'object',
			'sanitize_callback' => static fn( $value ) => array_map( 'absint', array_intersect_key( (array) $value, clinic_site_page_roles() ) ),
			'default'           => array(),
		)
	);
	register_setting(
		'clinic_site',
		'clinic_site_common',
		array(
			'type'              => 'object',
			'sanitize_callback' => 'clinic_site_sanitize_common',
			'default'           => array( 'social' => array() ),
		)
	);
}

/**
 * The common data as stored: social links from the form's lines `network https://…`.
 *
 * @param mixed $value The submitted value.
 */
function clinic_site_sanitize_common( $value ): array {
	$lines  = is_array( $value ) && isset( $value['social_lines'] ) ? preg_split( '/\R/', (string) $value['social_lines'] ) : array();
	$social = array();
	foreach ( $lines as $line ) {
		$parts = preg_split( '/\s+/', trim( $line ), 2 );
		if ( 2 === count( $parts ) ) {
			$social[] = array(
				'network' => $parts[0],
				'url'     => $parts[1],
			);
		}
	}
	return array( 'social' => clinic_site_clean_social( is_array( $value ) && isset( $value['social'] ) ? $value['social'] : $social ) );
}

/**
 * Social links with a network name and an http(s) URL each; the rest dropped.
 *
 * @param array $links `{network, url}` pairs.
 */
function clinic_site_clean_social( array $links ): array {
	$clean = array();
	foreach ( $links as $link ) {
		$network = sanitize_key( $link['network'] ?? '' );
		$url     = esc_url_raw( (string) ( $link['url'] ?? '' ), array( 'https', 'http' ) );
		if ( $network && $url ) {
			$clean[] = array(
				'network' => $network,
				'url'     => $url,
			);
		}
	}
	return $clean;
}

/** The settings page. */
function clinic_site_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$roles  = get_option( 'clinic_site_pages', array() );
	$social = array_map( static fn( $link ) => $link['network'] . ' ' . $link['url'], clinic_site_social_links() );
	echo '<div class="wrap"><h1>' . esc_html__( 'Clinic site', 'clinic-site' ) . '</h1>';
	clinic_site_import_notice();
	echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
	settings_fields( 'clinic_site' );
	echo '<h2>' . esc_html__( 'Pages', 'clinic-site' ) . '</h2><table class="form-table" role="presentation">';
	foreach ( clinic_site_page_roles() as $role => $definition ) {
		$id = 'clinic-site-page-' . $role;
		echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $definition['label'] ) . '</label></th><td>';
		wp_dropdown_pages(
			array(
				'name'              => 'clinic_site_pages[' . esc_attr( $role ) . ']',
				'id'                => esc_attr( $id ),
				'selected'          => (int) ( $roles[ $role ] ?? 0 ),
				'show_option_none'  => esc_html__( '— None —', 'clinic-site' ),
				'option_none_value' => '0',
			)
		);
		echo '</td></tr>';
	}
	echo '</table><h2>' . esc_html__( 'Social links', 'clinic-site' ) . '</h2>';
	echo '<p><label for="clinic-site-social">' . esc_html__( 'One a line: the network, a space, the address (facebook https://www.facebook.com/…).', 'clinic-site' ) . '</label></p>';
	echo '<textarea id="clinic-site-social" class="large-text code" rows="6" name="clinic_site_common[social_lines]">' . esc_textarea( implode( "\n", $social ) ) . '</textarea>';
	submit_button();
	echo '</form>';
	echo '<h2>' . esc_html__( 'Import a content bundle', 'clinic-site' ) . '</h2>';
	echo '<p>' . esc_html__( 'A bundle written by `npm run cms:bundle`. Items keep their ids and slugs; importing again updates them.', 'clinic-site' ) . '</p>';
	echo '<form method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="clinic_site_import">';
	wp_nonce_field( 'clinic_site_import' );
	echo '<label for="clinic-site-bundle">' . esc_html__( 'Bundle (JSON)', 'clinic-site' ) . '</label> <input type="file" id="clinic-site-bundle" name="bundle" accept="application/json,.json" required> ';
	submit_button( __( 'Import', 'clinic-site' ), 'secondary', 'submit', false );
	echo '</form></div>';
}

/** The settings page's import: checks the nonce and the right, imports, and goes back with a report. */
function clinic_site_import_upload(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You may not import content.', 'clinic-site' ), 403 );
	}
	check_admin_referer( 'clinic_site_import' );
	$file   = isset( $_FILES['bundle']['tmp_name'] ) ? sanitize_text_field( wp_unslash( $_FILES['bundle']['tmp_name'] ) ) : '';
	$bundle = $file && is_uploaded_file( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- the uploaded file.
	$report = is_array( $bundle ) ? clinic_site_import( $bundle ) : array( 'errors' => array( __( 'The file is not a JSON bundle.', 'clinic-site' ) ) );
	set_transient( 'clinic_site_import_' . get_current_user_id(), $report, 600 );
	wp_safe_redirect( admin_url( 'options-general.php?page=clinic-site' ) );
	exit;
}

/** The last import's report, once, as an admin notice. */
function clinic_site_import_notice(): void {
	$key    = 'clinic_site_import_' . get_current_user_id();
	$report = get_transient( $key );
	if ( ! is_array( $report ) ) {
		return;
	}
	delete_transient( $key );
	$errors = $report['errors'] ?? array();
	$class  = $errors ? 'notice-error' : 'notice-success';
	echo '<div class="notice ' . esc_attr( $class ) . '"><p>';
	printf(
		/* translators: 1: posts created, 2: posts updated, 3: translations. */
		esc_html__( 'Import: %1$d created, %2$d updated, %3$d translations.', 'clinic-site' ),
		(int) ( $report['created'] ?? 0 ),
		(int) ( $report['updated'] ?? 0 ),
		(int) ( $report['translations'] ?? 0 )
	);
	echo '</p>';
	foreach ( $errors as $error ) {
		echo '<p>' . esc_html( $error ) . '</p>';
	}
	echo '</div>';
}
