<?php
/**
 * Clinic Site: WordPress's own front end. With CLINIC_SITE_URL set, a published clinic item or role
 * page asked of WordPress's theme gets a 301 to the site's page for it, in its language, and the
 * links WordPress gives for it (get_permalink: wp-admin's "View", the REST API's `link`) name the
 * site. Never redirected, each by a decision: wp-admin, wp-login.php, the REST API (`/wp-json/`,
 * `?rest_route=`), wp-cron.php and XML-RPC (none of them reach `template_redirect`), robots.txt,
 * feeds, embeds, trackbacks and favicon (skipped below), previews (includes/preview.php), drafts and
 * anything that is not a clinic item or role page (WordPress answers them as it would).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

add_action( 'template_redirect', 'clinic_site_front_end_redirect', 1 );
add_filter( 'post_type_link', 'clinic_site_front_end_post_link', 10, 3 );
add_filter( 'page_link', 'clinic_site_front_end_page_link', 10, 3 );
add_filter( 'allowed_redirect_hosts', 'clinic_site_front_end_redirect_hosts' );
register_activation_hook( CLINIC_SITE_FILE, 'clinic_site_front_end_activate' );

/**
 * On activation, the post types join WordPress's rewrite rules (activation runs after `init`), so an
 * item's own WordPress address finds it, and is sent on to the site.
 */
function clinic_site_front_end_activate(): void {
	clinic_site_register_content();
	flush_rewrite_rules();
}

/** WordPress's own answers that stay WordPress's whatever they ask for. */
function clinic_site_front_end_stays(): bool {
	return is_admin() || is_robots() || is_feed() || is_embed() || is_trackback() || is_favicon() || is_preview()
		|| wp_doing_ajax() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST );
}

/** The site's address of what WordPress's front end was asked for, or null when it stays WordPress's. */
function clinic_site_front_end_target(): ?string {
	if ( clinic_site_front_end_stays() ) {
		return null;
	}
	$queried = get_queried_object();
	if ( ( is_singular() || is_front_page() ) && $queried instanceof WP_Post ) {
		return clinic_site_front_end_url_of( $queried );
	}
	if ( is_post_type_archive() && $queried instanceof WP_Post_Type ) {
		$collection = clinic_site_collection_of( $queried->name );
		return $collection ? clinic_site_front_end_url( clinic_site_front_end_list_path( $collection ), clinic_site_languages()->locales()[0] ) : null;
	}
	return null;
}

/** A clinic item or role page on WordPress's front end: a 301 to the site's page. */
function clinic_site_front_end_redirect(): void {
	$target = clinic_site_front_end_target();
	if ( null === $target ) {
		return;
	}
	if ( wp_safe_redirect( $target, 301, 'Clinic Site' ) ) {
		exit;
	}
}

/** The site's host may be redirected to (wp_safe_redirect). */
function clinic_site_front_end_redirect_hosts( array $hosts ): array {
	$host = wp_parse_url( clinic_site_front_end_base(), PHP_URL_HOST );
	if ( $host ) {
		$hosts[] = $host;
	}
	return $hosts;
}

/**
 * A clinic item's permalink: the site's page (a draft, or the editor's slug template, keeps WordPress's).
 *
 * @param string  $link      WordPress's link.
 * @param WP_Post $post      The post.
 * @param bool    $leavename True for the permalink template the slug editor fills.
 */
function clinic_site_front_end_post_link( $link, $post, $leavename = false ) {
	if ( $leavename || ! $post instanceof WP_Post || ! clinic_site_collection_of( $post->post_type ) ) {
		return $link;
	}
	return clinic_site_front_end_url_of( $post ) ?? $link;
}

/**
 * A role page's permalink: the site's page.
 *
 * @param string $link    WordPress's link.
 * @param int    $post_id The page's id.
 * @param bool   $sample  True for the permalink template the slug editor fills.
 */
function clinic_site_front_end_page_link( $link, $post_id, $sample = false ) {
	$post = $sample ? null : get_post( $post_id );
	return $post instanceof WP_Post ? ( clinic_site_front_end_url_of( $post ) ?? $link ) : $link;
}
