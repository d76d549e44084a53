<?php
/**
 * Clinic Site: the draft a preview shows. `GET /wp-json/clinic-site/v1/preview`, with the token in
 * `X-Clinic-Preview-Token`, answers the post the token names as it stands now (its newest autosave
 * over it), in exactly the shape the post's own v1 endpoint answers, with the site's route that shows
 * it. The permission callback checks the token's signature and expiry, then that its user still
 * exists and may still edit the post: a token outlives neither.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The header the site sends the token in. */
const CLINIC_SITE_PREVIEW_HEADER = 'x-clinic-preview-token';

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'clinic-site/v1',
			'/preview',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => 'clinic_site_rest_preview',
				'permission_callback' => 'clinic_site_preview_allowed',
			)
		);
	}
);

/**
 * Only the holder of a valid token whose user may still edit its post.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function clinic_site_preview_allowed( WP_REST_Request $request ) {
	$claims = clinic_site_preview_claims( (string) $request->get_header( CLINIC_SITE_PREVIEW_HEADER ) );
	if ( is_wp_error( $claims ) ) {
		return $claims;
	}
	if ( ! get_post( $claims['post'] ) ) {
		return new WP_Error( 'clinic_site_preview_gone', 'The post of this preview is gone.', array( 'status' => 404 ) );
	}
	$user = get_userdata( $claims['user'] );
	if ( ! $user || ! user_can( $user, 'edit_post', $claims['post'] ) ) {
		return new WP_Error( 'clinic_site_preview_revoked', 'The user of this preview may no longer edit the post.', array( 'status' => 403 ) );
	}
	return true;
}

/**
 * What the site shows a post on: its original, its language, the contract fields, and the site's
 * route (`name`, `params`) with the v1 answer it reads there. Null for a post the site does not show.
 *
 * @param WP_Post $post Any post.
 */
function clinic_site_preview_subject( WP_Post $post ): ?array {
	$original   = clinic_site_languages()->original_of( $post ) ?? $post;
	$lang       = $original === $post ? clinic_site_languages()->locales()[0] : (string) get_post_meta( $post->ID, Clinic_Site_Linked_Posts::LOCALE, true );
	$collection = clinic_site_collection_of( $original->post_type );
	if ( $collection ) {
		$routes = array(
			'health-services' => 'service',
			'locations'       => 'location',
			'teams'           => 'team',
			'staff_members'   => 'staffMember',
			'news-stories'    => 'newsStory',
			'job-openings'    => 'jobOpening',
			'star-events'     => 'starEvents',
		);
		return array(
			'original'   => $original,
			'lang'       => $lang,
			'collection' => $collection,
			'fields'     => clinic_site_collections()[ $collection ]['fields'],
			'route'      => $routes[ $collection ],
		);
	}
	$role = array_search( (int) $original->ID, array_map( 'intval', get_option( 'clinic_site_pages', array() ) ), true );
	if ( 'page' !== $original->post_type || false === $role || ! isset( clinic_site_page_roles()[ $role ] ) ) {
		return null;
	}
	$routes = array(
		'home'     => 'home',
		'about_us' => 'aboutUs',
		'covid_19' => 'covid19',
		'privacy'  => 'privacy',
		'star'     => 'star',
		'contact'  => 'contactUs',
	);
	return array(
		'original'   => $original,
		'lang'       => $lang,
		'collection' => null,
		'fields'     => clinic_site_page_roles()[ $role ]['fields'],
		'route'      => $routes[ $role ],
	);
}

/**
 * `$post` as it stands for `$user_id`: its newest autosave's title, text and excerpt over it when the
 * autosave is newer, and a slug made from the title when a draft has none yet.
 *
 * @param WP_Post $post    The post.
 * @param int     $user_id The user previewing.
 */
function clinic_site_preview_version( WP_Post $post, int $user_id ): WP_Post {
	$draft    = clone $post;
	$autosave = wp_get_post_autosave( $post->ID, $user_id );
	if ( $autosave && strtotime( $autosave->post_modified_gmt ) >= strtotime( $post->post_modified_gmt ) ) {
		$draft->post_title   = $autosave->post_title;
		$draft->post_content = $autosave->post_content;
		$draft->post_excerpt = $autosave->post_excerpt;
	}
	// A draft has no publication date yet: it shows with the date it would be published with now.
	foreach ( array( 'post_date' => 'post_date_gmt', 'post_modified' => 'post_modified_gmt' ) as $local => $gmt ) {
		if ( '0000-00-00 00:00:00' === $draft->$gmt ) {
			$draft->$gmt = '0000-00-00 00:00:00' === $draft->$local ? current_time( 'mysql', true ) : get_gmt_from_date( $draft->$local );
		}
	}
	if ( '' === $draft->post_name ) {
		$slug             = clinic_site_route_slug( sanitize_title( $draft->post_title ) );
		$draft->post_name  = '' === $slug ? 'draft-' . $post->ID : $slug;
	}
	return $draft;
}

/**
 * The contract item of the previewed version: an original's own fields, or a translation's fields
 * over its original's where it has them, as the contract's fallback gives them.
 *
 * @param array   $subject What clinic_site_preview_subject() said.
 * @param WP_Post $draft   The previewed version of the post.
 */
function clinic_site_preview_item( array $subject, WP_Post $draft ): array {
	$original = $subject['original'];
	$default  = clinic_site_languages()->locales()[0];
	if ( $original->ID === $draft->ID ) {
		return clinic_site_item( $draft, $subject['fields'], $default );
	}
	$item = clinic_site_item( $original, $subject['fields'], $default );
	foreach ( $subject['fields'] as $field => $kind ) {
		if ( in_array( $kind, CLINIC_SITE_IDENTITY_KINDS, true ) ) {
			continue;
		}
		$value = clinic_site_field( $draft, $field, $kind );
		if ( null !== $value && '' !== $value ) {
			$item[ $field ] = $value;
		}
	}
	$item['lang'] = $subject['lang'];
	return $item;
}

/**
 * The v1 answer the route reads, with the draft in it: a list endpoint's one-item list, a team with
 * its published members, the STAR events with the draft in its place.
 *
 * @param array $subject What clinic_site_preview_subject() said.
 * @param array $item    The draft as a contract item.
 */
function clinic_site_preview_answer( array $subject, array $item ): array {
	$lang = $subject['lang'];
	switch ( $subject['route'] ) {
		case 'service':
		case 'location':
			return array( $item );
		case 'team':
			$members         = array_values(
				array_filter(
					clinic_site_originals( 'staff_members' ),
					static fn( $member ) => get_post_meta( $member->ID, clinic_site_meta_key( 'team' ), true ) === $item['post_name']
				)
			);
			$item['members'] = clinic_site_pick(
				array_map( static fn( $member ) => clinic_site_item( $member, clinic_site_collections()['staff_members']['fields'], $lang, array( 'role' ) ), $members ),
				array( 'id', 'slug', 'name', 'credentials', 'role', 'role_lang', 'photo' )
			);
			return $item;
		case 'starEvents':
			$events = array();
			$placed = false;
			foreach ( clinic_site_originals( 'star-events' ) as $event ) {
				$placed   = $placed || $event->ID === $subject['original']->ID;
				$events[] = $event->ID === $subject['original']->ID ? $item : clinic_site_item( $event, $subject['fields'], $lang );
			}
			if ( ! $placed ) {
				$events[] = $item;
			}
			return $events;
		default:
			return $item;
	}
}

/** The route's parameters, from the draft's own fields. */
function clinic_site_preview_params( string $route, array $item ): array {
	switch ( $route ) {
		case 'service':
			return array( 'id' => (string) $item['url_slug'] );
		case 'location':
			return array( 'id' => (string) $item['post_name'] );
		case 'team':
			return array( 'team' => (string) $item['post_name'] );
		case 'staffMember':
		case 'jobOpening':
			return array( 'id' => (string) $item['id'] );
		case 'newsStory':
			return array( 'slug' => (string) $item['slug'] );
		default:
			return array();
	}
}

/**
 * The preview: `{ route, params, lang, answer }`, `answer` being what the route's v1 endpoint would
 * answer were the draft published. Never cached.
 *
 * @param WP_REST_Request $request The request (its token already checked).
 * @return WP_REST_Response|WP_Error
 */
function clinic_site_rest_preview( WP_REST_Request $request ) {
	$claims  = clinic_site_preview_claims( (string) $request->get_header( CLINIC_SITE_PREVIEW_HEADER ) );
	$post    = is_wp_error( $claims ) ? null : get_post( $claims['post'] );
	$subject = $post && 'trash' !== $post->post_status ? clinic_site_preview_subject( $post ) : null;
	if ( ! $subject || $subject['lang'] !== $claims['lang'] ) {
		return new WP_Error( 'clinic_site_preview_gone', 'The post of this preview is gone.', array( 'status' => 404 ) );
	}
	$item     = clinic_site_preview_item( $subject, clinic_site_preview_version( $post, $claims['user'] ) );
	$response = new WP_REST_Response(
		array(
			'route'  => $subject['route'],
			'params' => (object) clinic_site_preview_params( $subject['route'], $item ),
			'lang'   => $subject['lang'],
			'answer' => clinic_site_preview_answer( $subject, $item ),
		)
	);
	$response->header( 'Cache-Control', 'private, no-store' );
	$response->header( 'X-Robots-Tag', 'noindex' );
	return $response;
}
