<?php
/**
 * Clinic Site: the v1 contract's collection reads: one item, lists, counts, slugs and the generic
 * `{type}/{field}:{value}/{count}[/{field2}:{value2}]` filter (SPEC.md §7.4).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The collections the generic endpoints serve (the contract's `contentTypes`). */
function clinic_site_listed( string $type ): bool {
	return 'star-events' !== $type && isset( clinic_site_collections()[ $type ] );
}

/** A count segment: 1 to 3 digits, at least 1; else null. */
function clinic_site_count( string $raw ): ?int {
	return preg_match( '/^\d{1,3}$/', $raw ) ? max( 1, (int) $raw ) : null;
}

/** `?page=&per_page=` checked as the demo CMS checks them: integers, page ≥ 1, 1 ≤ per_page ≤ 100. */
function clinic_site_paging( WP_REST_Request $request ): ?array {
	$page     = $request->get_param( 'page' ) ?? '1';
	$per_page = $request->get_param( 'per_page' ) ?? '10';
	if ( ! is_numeric( $page ) || ! is_numeric( $per_page ) || (int) $page != $page || (int) $per_page != $per_page ) { // phpcs:ignore Universal.Operators.StrictComparisons -- numeric strings compared as numbers.
		return null;
	}
	$page     = (int) $page;
	$per_page = (int) $per_page;
	return $page >= 1 && $per_page >= 1 && $per_page <= 100 ? array( $page, $per_page ) : null;
}

/**
 * A page of summaries of a collection, or a 404 for bad paging.
 *
 * @param string          $collection A collection.
 * @param WP_REST_Request $request    The request.
 * @return array|WP_Error
 */
function clinic_site_paged( string $collection, WP_REST_Request $request ) {
	$paging = clinic_site_paging( $request );
	if ( ! $paging ) {
		return clinic_site_not_found();
	}
	$posts = array_slice( clinic_site_originals( $collection ), ( $paging[0] - 1 ) * $paging[1], $paging[1] );
	return clinic_site_summaries( clinic_site_items( $collection, $request, $posts ) );
}

/**
 * The original of `$collection` whose contract field `$field` is `$value`, or null.
 *
 * @param string $collection A collection.
 * @param string $field      `id` or `slug`-kind field.
 * @param string $value      The value looked for.
 */
function clinic_site_find( string $collection, string $field, string $value ): ?WP_Post {
	foreach ( clinic_site_originals( $collection ) as $post ) {
		if ( ( 'id' === $field ? (string) $post->ID : $post->post_name ) === $value ) {
			return $post;
		}
	}
	return null;
}

/**
 * One item by id or slug, or a 404.
 *
 * @param string          $collection A collection.
 * @param WP_Post|null    $post       The original found.
 * @param WP_REST_Request $request    The request.
 * @return array|WP_Error
 */
function clinic_site_one( string $collection, ?WP_Post $post, WP_REST_Request $request ) {
	return $post ? clinic_site_items( $collection, $request, array( $post ) )[0] : clinic_site_not_found();
}

/** `team/<slug>/long`: the team with its members' summaries. */
function clinic_site_rest_team( WP_REST_Request $request ) {
	$team = clinic_site_find( 'teams', 'slug', (string) $request['slug'] );
	if ( ! $team ) {
		return clinic_site_not_found();
	}
	$members = array_values(
		array_filter(
			clinic_site_originals( 'staff_members' ),
			static fn( $member ) => get_post_meta( $member->ID, clinic_site_meta_key( 'team' ), true ) === $team->post_name
		)
	);
	$item            = clinic_site_one( 'teams', $team, $request );
	$item['members'] = clinic_site_pick(
		clinic_site_items( 'staff_members', $request, $members ),
		array( 'id', 'slug', 'name', 'credentials', 'role', 'role_lang', 'photo' )
	);
	return $item;
}

/** `staff_member/id/<id>`. */
function clinic_site_rest_staff_member( WP_REST_Request $request ) {
	return clinic_site_one( 'staff_members', clinic_site_find( 'staff_members', 'id', (string) $request['id'] ), $request );
}

/** `job-openings?page=&per_page=`: newest first. */
function clinic_site_rest_jobs( WP_REST_Request $request ) {
	return clinic_site_paged( 'job-openings', $request );
}

/** `job-opening/id/<id>`. */
function clinic_site_rest_job( WP_REST_Request $request ) {
	return clinic_site_one( 'job-openings', clinic_site_find( 'job-openings', 'id', (string) $request['id'] ), $request );
}

/** `news?page=&per_page=`: newest first. */
function clinic_site_rest_news( WP_REST_Request $request ) {
	return clinic_site_paged( 'news-stories', $request );
}

/** `news/total`. */
function clinic_site_rest_news_total(): array {
	return array( count( clinic_site_originals( 'news-stories' ) ) );
}

/** `news/story/<slug or id>`. */
function clinic_site_rest_news_story( WP_REST_Request $request ) {
	$key = (string) $request['slug'];
	return clinic_site_one( 'news-stories', clinic_site_find( 'news-stories', 'slug', $key ) ?? clinic_site_find( 'news-stories', 'id', $key ), $request );
}

/**
 * The newest `count` stories whose boolean field `$flag` is set, as summaries.
 *
 * @param string          $flag    `featured` or `covid`.
 * @param WP_REST_Request $request The request.
 * @return array|WP_Error
 */
function clinic_site_news_where( string $flag, WP_REST_Request $request ) {
	$count = clinic_site_count( (string) $request['count'] );
	if ( ! $count ) {
		return clinic_site_not_found();
	}
	$posts = array_filter(
		clinic_site_originals( 'news-stories' ),
		static fn( $post ) => (bool) get_post_meta( $post->ID, clinic_site_meta_key( $flag ), true )
	);
	return clinic_site_summaries( clinic_site_items( 'news-stories', $request, array_slice( array_values( $posts ), 0, $count ) ) );
}

/** `news/homepage-featured/<count>`. */
function clinic_site_rest_featured_news( WP_REST_Request $request ) {
	return clinic_site_news_where( 'featured', $request );
}

/** `news/covid-19/<count>`. */
function clinic_site_rest_covid_news( WP_REST_Request $request ) {
	return clinic_site_news_where( 'covid', $request );
}

/** `totals`. */
function clinic_site_rest_totals(): array {
	return array(
		'news-stories' => count( clinic_site_originals( 'news-stories' ) ),
		'job-openings' => count( clinic_site_originals( 'job-openings' ) ),
	);
}

/** `<type>/total`. */
function clinic_site_rest_total( WP_REST_Request $request ) {
	$type = (string) $request['type'];
	return clinic_site_listed( $type ) ? array( count( clinic_site_originals( $type ) ) ) : clinic_site_not_found();
}

/** `<type>/pages`: how many pages of ten. */
function clinic_site_rest_pages( WP_REST_Request $request ) {
	$type = (string) $request['type'];
	return clinic_site_listed( $type ) ? array( (int) ceil( count( clinic_site_originals( $type ) ) / 10 ) ) : clinic_site_not_found();
}

/** `<type>/slugs`: the items that have a version in the asked-for language, for the sitemap. */
function clinic_site_rest_slugs( WP_REST_Request $request ) {
	$type = (string) $request['type'];
	if ( ! clinic_site_listed( $type ) ) {
		return clinic_site_not_found();
	}
	$key = clinic_site_collections()[ $type ]['key'];
	$out = array();
	foreach ( clinic_site_items( $type, $request ) as $item ) {
		if ( $item['lang'] === clinic_site_locale( $request ) ) {
			$out[] = array(
				'slug'     => (string) $item[ $key ],
				'modified' => (string) ( $item['modified'] ?? $item['created'] ?? '' ),
			);
		}
	}
	return $out;
}

/**
 * Whether the original-language item's `$field` matches `$value`: `status:publish` matches every
 * (published) item; a list matches when one member does; case is ignored.
 *
 * @param array  $item  A contract item in the default language.
 * @param string $field A field name.
 * @param string $value The wanted value.
 */
function clinic_site_matches( array $item, string $field, string $value ): bool {
	if ( 'status' === $field ) {
		return 'publish' === $value;
	}
	$actual = $item[ $field ] ?? null;
	$wanted = strtolower( $value );
	if ( is_array( $actual ) && array_is_list( $actual ) ) {
		foreach ( $actual as $member ) {
			if ( ! is_array( $member ) && clinic_site_spelled( $member ) === $wanted ) {
				return true;
			}
		}
		return false;
	}
	if ( null === $actual || is_array( $actual ) ) {
		return false;
	}
	return clinic_site_spelled( $actual ) === $wanted;
}

/** A scalar as a filter spells it: lower case, a boolean as `true` or `false`. */
function clinic_site_spelled( $value ): string {
	if ( is_bool( $value ) ) {
		return $value ? 'true' : 'false';
	}
	return strtolower( (string) $value );
}

/** `<type>/<field>:<value>/<count>[/<field2>:<value2>]`: full items, filtered on the original language. */
function clinic_site_rest_list( WP_REST_Request $request ) {
	$type    = (string) $request['type'];
	$count   = clinic_site_count( (string) $request['count'] );
	$filters = array_filter( array( (string) $request['filter'], (string) ( $request['filter2'] ?? '' ) ), 'strlen' );
	if ( ! clinic_site_listed( $type ) || ! $count ) {
		return clinic_site_not_found();
	}
	$pairs = array();
	foreach ( $filters as $filter ) {
		$at = strpos( $filter, ':' );
		if ( ! $at ) {
			return clinic_site_not_found();
		}
		$pairs[] = array( substr( $filter, 0, $at ), substr( $filter, $at + 1 ) );
	}
	$fields = clinic_site_collections()[ $type ]['fields'];
	$found  = array();
	foreach ( clinic_site_originals( $type ) as $post ) {
		$item = clinic_site_item( $post, $fields, clinic_site_languages()->locales()[0] );
		if ( count( $found ) < $count && array_reduce( $pairs, static fn( $ok, $pair ) => $ok && clinic_site_matches( $item, $pair[0], $pair[1] ), true ) ) {
			$found[] = $post;
		}
	}
	return clinic_site_items( $type, $request, $found );
}
