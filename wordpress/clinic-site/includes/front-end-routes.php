<?php
/**
 * Clinic Site: where the site shows each clinic item and role page (the site's route table,
 * shared/routes.ts), in the item's language, for WordPress's own front end and its "View" links.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The site's address from CLINIC_SITE_URL, without a trailing slash; empty when unset. */
function clinic_site_front_end_base(): string {
	return defined( 'CLINIC_SITE_URL' ) ? untrailingslashit( (string) CLINIC_SITE_URL ) : '';
}

/**
 * The site's path of each collection's item, `%s` the item's key (its slug, or its id for the
 * collections keyed by id); star events have no page of their own and show on their list.
 *
 * @return array<string, string>
 */
function clinic_site_front_end_item_paths(): array {
	return array(
		'health-services' => '/services/%s',
		'locations'       => '/locations/%s',
		'teams'           => '/team/%s',
		'staff_members'   => '/staff_member/%s',
		'news-stories'    => '/news/story/%s',
		'job-openings'    => '/job-openings/job/%s',
		'star-events'     => '/star-events',
	);
}

/** The site's list of each collection; a collection without one is shown from the home page. */
function clinic_site_front_end_list_path( string $collection ): string {
	$lists = array(
		'news-stories' => '/news',
		'job-openings' => '/job-openings',
		'star-events'  => '/star-events',
	);
	return $lists[ $collection ] ?? '/';
}

/** The site's path of each page role. */
function clinic_site_front_end_role_paths(): array {
	return array(
		'home'     => '/',
		'about_us' => '/about-us',
		'covid_19' => '/covid-19',
		'privacy'  => '/privacy',
		'star'     => '/star',
		'contact'  => '/contact-us',
	);
}

/** `$path` on the site in `$locale` (`/es/…` for every language but the first), or null without CLINIC_SITE_URL. */
function clinic_site_front_end_url( string $path, string $locale ): ?string {
	$base = clinic_site_front_end_base();
	if ( '' === $base ) {
		return null;
	}
	$first = clinic_site_languages()->locales()[0];
	if ( $locale !== $first ) {
		$path = '/' === $path ? "/{$locale}/" : "/{$locale}{$path}";
	}
	return $base . $path;
}

/**
 * Where the site shows `$post`: a published clinic item or role page (an original or its
 * translation, which shows under the original's key in its own language); null for anything else.
 */
function clinic_site_front_end_url_of( WP_Post $post ): ?string {
	if ( 'publish' !== $post->post_status ) {
		return null;
	}
	$original = clinic_site_languages()->original_of( $post );
	$locale   = $original ? (string) get_post_meta( $post->ID, Clinic_Site_Linked_Posts::LOCALE, true ) : clinic_site_languages()->locales()[0];
	$original = $original ?? $post;
	if ( ! in_array( $locale, clinic_site_languages()->locales(), true ) ) {
		return null;
	}
	$collection = clinic_site_collection_of( $original->post_type );
	if ( $collection ) {
		$path = clinic_site_front_end_item_paths()[ $collection ] ?? null;
		if ( null === $path ) {
			return null;
		}
		$definition = clinic_site_collections()[ $collection ];
		$key        = 'id' === ( $definition['fields'][ $definition['key'] ] ?? '' ) ? (string) $original->ID : $original->post_name;
		return clinic_site_front_end_url( sprintf( $path, rawurlencode( $key ) ), $locale );
	}
	if ( 'page' !== $original->post_type ) {
		return null;
	}
	$role = array_search( (int) $original->ID, array_map( 'intval', (array) get_option( 'clinic_site_pages', array() ) ), true );
	$path = false === $role ? null : ( clinic_site_front_end_role_paths()[ $role ] ?? null );
	return null === $path ? null : clinic_site_front_end_url( $path, $locale );
}
