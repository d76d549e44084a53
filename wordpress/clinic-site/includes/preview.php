<?php
/**
 * Clinic Site: previews. The editor's Preview button (block editor and classic) opens an address of
 * this WordPress that carries no secret, `wp-admin/admin-post.php?action=clinic_site_preview&post=<id>`.
 * There WordPress checks the login and `edit_post`, mints a token of at most ten minutes for this
 * user, post and language (includes/preview-token.php) and redirects to the site's
 * `/__preview?token=…`, which asks for the draft with it (includes/preview-rest.php).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The admin-post action that opens a preview. */
const CLINIC_SITE_PREVIEW_ACTION = 'clinic_site_preview';

add_filter( 'preview_post_link', 'clinic_site_preview_link', 10, 2 );
add_action( 'admin_post_' . CLINIC_SITE_PREVIEW_ACTION, 'clinic_site_open_preview' );
add_action( 'admin_post_nopriv_' . CLINIC_SITE_PREVIEW_ACTION, 'clinic_site_preview_login' );

/**
 * The preview address of a post the site shows (when previews are configured), else WordPress's own.
 *
 * @param string  $link WordPress's preview link.
 * @param WP_Post $post The post.
 */
function clinic_site_preview_link( $link, $post ) {
	if ( ! $post instanceof WP_Post || ! clinic_site_events_configured() || ! clinic_site_preview_subject( $post ) ) {
		return $link;
	}
	return add_query_arg(
		array(
			'action' => CLINIC_SITE_PREVIEW_ACTION,
			'post'   => $post->ID,
		),
		admin_url( 'admin-post.php' )
	);
}

/** Someone not logged in: to the login, and back here after it. */
function clinic_site_preview_login(): void {
	$post = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- opening a preview changes nothing.
	nocache_headers();
	wp_safe_redirect( wp_login_url( add_query_arg( array( 'action' => CLINIC_SITE_PREVIEW_ACTION, 'post' => $post ), admin_url( 'admin-post.php' ) ) ) );
	exit;
}

/** A logged-in user who may edit the post: a token, and on to the site's preview. */
function clinic_site_open_preview(): void {
	nocache_headers();
	$post    = isset( $_GET['post'] ) ? get_post( absint( $_GET['post'] ) ) : null; // phpcs:ignore WordPress.Security.NonceVerification -- opening a preview changes nothing.
	$subject = $post ? clinic_site_preview_subject( $post ) : null;
	if ( ! $post || ! current_user_can( 'edit_post', $post->ID ) ) {
		wp_die( esc_html__( 'You may not preview this post.', 'clinic-site' ), 403 );
	}
	if ( ! $subject ) {
		wp_die( esc_html__( 'The site does not show this kind of post.', 'clinic-site' ), 404 );
	}
	if ( ! clinic_site_events_configured() ) {
		wp_die( esc_html__( 'Previews need CLINIC_SITE_URL and CLINIC_SITE_EVENTS_SECRET in wp-config.php.', 'clinic-site' ), 503 );
	}
	$token = clinic_site_preview_token( $post->ID, $subject['lang'], get_current_user_id() );
	add_filter( 'allowed_redirect_hosts', 'clinic_site_allow_site_host' );
	wp_safe_redirect( clinic_site_url() . '/__preview?token=' . rawurlencode( $token ), 302, 'Clinic Site' );
	exit;
}

/**
 * The site's host among the hosts a redirect may go to.
 *
 * @param string[] $hosts The allowed hosts.
 */
function clinic_site_allow_site_host( $hosts ) {
	$hosts[] = (string) wp_parse_url( clinic_site_url(), PHP_URL_HOST );
	return $hosts;
}
