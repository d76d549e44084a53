<?php
/**
 * Clinic Site: nothing an editor saves can break a page. A post whose fields fail the site's schema
 * (shared/cms/schemas.ts, as the model's kinds) is not published: the block editor and the REST API
 * get an error naming the field; the classic editor keeps the post a draft and says why in a notice.
 * Slugs are kept to the site's route pattern (shared/routes.ts).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The site's slug pattern (shared/routes.ts: `slug`). */
const CLINIC_SITE_SLUG_PATTERN = '/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/';

/**
 * `$slug` kept to the site's route pattern: accents dropped, lower case, any other run of
 * characters one hyphen.
 *
 * @param string $slug A slug as WordPress made it.
 */
function clinic_site_route_slug( string $slug ): string {
	$slug = strtolower( remove_accents( urldecode( $slug ) ) );
	$slug = (string) preg_replace( '/[^a-z0-9_-]+/', '-', $slug );
	$slug = (string) preg_replace( '/[-_]*([-_])[-_]*/', '$1', $slug );
	return trim( $slug, '-_' );
}

/**
 * The fields of a post as the model has them: its collection's, its page role's, or none.
 *
 * @param WP_Post|object $post A post (or the REST API's prepared post).
 */
function clinic_site_fields_of( $post ): array {
	$collection = clinic_site_collection_of( (string) ( $post->post_type ?? '' ) );
	if ( $collection ) {
		return clinic_site_collections()[ $collection ]['fields'];
	}
	$role = array_search( (int) ( $post->ID ?? 0 ), array_map( 'intval', get_option( 'clinic_site_pages', array() ) ), true );
	return false === $role ? array() : ( clinic_site_page_roles()[ $role ]['fields'] ?? array() );
}

/**
 * What fails the site's schema in `$values`, as field => message. A translation carries only the
 * fields it translates, so a missing field is a problem of originals alone.
 *
 * @param array $fields      Contract field => kind.
 * @param array $values      Field => value; absent or null is missing.
 * @param bool  $translation Whether the post is a translation.
 */
function clinic_site_problems( array $fields, array $values, bool $translation ): array {
	$problems = array();
	foreach ( $fields as $field => $kind ) {
		$value   = $values[ $field ] ?? null;
		$missing = null === $value || '' === $value || ( array() === $value && 'strings' !== $kind && 'hours' !== $kind );
		// WordPress gives these itself (a missing slug is made from the title; a boolean is false).
		if ( in_array( $kind, array( 'id', 'created', 'modified', 'excerpt', 'content', 'social', 'boolean' ), true ) || ( 'slug' === $kind && $missing ) ) {
			continue;
		}
		if ( $missing ) {
			if ( ! $translation && ! in_array( $kind, array( 'money', 'image_or_null', 'strings', 'hours' ), true ) ) {
				$problems[ $field ] = __( 'is required.', 'clinic-site' );
			}
			continue;
		}
		if ( 'slug' === $kind && ! preg_match( CLINIC_SITE_SLUG_PATTERN, (string) $value ) ) {
			$problems[ $field ] = __( 'may hold only lower-case letters, digits and single hyphens.', 'clinic-site' );
		} elseif ( 'department' === $kind && ! isset( clinic_site_departments()[ $value ] ) ) {
			$problems[ $field ] = __( 'must be one of the departments.', 'clinic-site' );
		} elseif ( clinic_site_kind_schema( $kind ) ) {
			$valid = rest_validate_value_from_schema( $value, clinic_site_kind_schema( $kind ), $field );
			if ( is_wp_error( $valid ) ) {
				$problems[ $field ] = $valid->get_error_message();
			}
		}
	}
	return $problems;
}

/**
 * The stored values of `$post`'s fields, with `$changes` (field => value) over them.
 *
 * @param WP_Post|object $post    A post, or the REST API's prepared post.
 * @param array          $fields  Contract field => kind.
 * @param array          $changes Field => value being saved.
 */
function clinic_site_values( $post, array $fields, array $changes ): array {
	$stored = ! empty( $post->ID ) ? get_post( (int) $post->ID ) : null;
	$values = array();
	foreach ( $fields as $field => $kind ) {
		if ( array_key_exists( $field, $changes ) ) {
			$values[ $field ] = $changes[ $field ];
		} elseif ( 'title' === $kind ) {
			$values[ $field ] = $post->post_title ?? $stored->post_title ?? '';
		} elseif ( 'slug' === $kind ) {
			$values[ $field ] = $post->post_name ?? $stored->post_name ?? '';
		} elseif ( $stored && 'department' === $kind ) {
			$values[ $field ] = clinic_site_department_of( $stored );
		} elseif ( $stored && clinic_site_kind_schema( $kind ) ) {
			$values[ $field ] = metadata_exists( 'post', $stored->ID, clinic_site_meta_key( $field ) ) ? get_post_meta( $stored->ID, clinic_site_meta_key( $field ), true ) : null;
			if ( null === $values[ $field ] && 'image' === $kind ) {
				$values[ $field ] = clinic_site_featured_image( $stored );
			}
		}
	}
	return $values;
}

/** Whether `$post` (a post or prepared post) is a translation. */
function clinic_site_is_translation( $post ): bool {
	return ! empty( $post->ID ) && get_post( (int) $post->ID ) && null !== clinic_site_languages()->original_of( get_post( (int) $post->ID ) );
}

/** One line naming each field and its problem. */
function clinic_site_problem_text( array $problems ): string {
	$lines = array();
	foreach ( $problems as $field => $problem ) {
		/* translators: 1: a field's name, 2: what is wrong with it. */
		$lines[] = sprintf( __( 'Field “%1$s” %2$s', 'clinic-site' ), $field, $problem );
	}
	return implode( ' ', $lines );
}
