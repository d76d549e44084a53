<?php
/**
 * Clinic Site: preview tokens. A token names one post, its language, the user who asked and an
 * expiry at most ten minutes away, for the one purpose "preview", and is signed with HMAC-SHA256
 * under a key derived from CLINIC_SITE_EVENTS_SECRET for that purpose alone (decision 0054), so a
 * token can never pass for a change event's signature nor one for a token. The site checks it, uses
 * it once, and sends it back to ask for the draft; this file checks it again.
 *
 * Shape: `v1.<base64url JSON claims>.<base64url HMAC of "v1.<claims>">`, the claims
 * `{"purpose":"preview","post":12,"lang":"en","user":1,"exp":1767225600,"id":"<32 hex>"}`.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The longest a token lives, in seconds. */
const CLINIC_SITE_PREVIEW_SECONDS = 600;

/** The label the preview key is derived under (the site derives the same). */
const CLINIC_SITE_PREVIEW_LABEL = 'clinic-site preview token v1';

/** The key preview tokens are signed with: HMAC-SHA256 of the label under the events secret. */
function clinic_site_preview_key(): string {
	return hash_hmac( 'sha256', CLINIC_SITE_PREVIEW_LABEL, (string) CLINIC_SITE_EVENTS_SECRET, true );
}

/** `$bytes` as base64url without padding. */
function clinic_site_base64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
}

/**
 * A token for `$user_id` to preview `$post_id` in `$lang`.
 *
 * @param int    $post_id The post (an original or a translation).
 * @param string $lang    The post's language.
 * @param int    $user_id The user who asked.
 * @param int    $seconds How long it lives (at most CLINIC_SITE_PREVIEW_SECONDS).
 */
function clinic_site_preview_token( int $post_id, string $lang, int $user_id, int $seconds = CLINIC_SITE_PREVIEW_SECONDS ): string {
	$claims  = array(
		'purpose' => 'preview',
		'post'    => $post_id,
		'lang'    => $lang,
		'user'    => $user_id,
		'exp'     => time() + min( $seconds, CLINIC_SITE_PREVIEW_SECONDS ),
		'id'      => bin2hex( random_bytes( 16 ) ),
	);
	$payload = 'v1.' . clinic_site_base64url( (string) wp_json_encode( $claims ) );
	return $payload . '.' . clinic_site_base64url( hash_hmac( 'sha256', $payload, clinic_site_preview_key(), true ) );
}

/**
 * The claims of `$token` when its signature holds and it has not expired, else a WP_Error (403)
 * saying why. The signatures are compared with hash_equals.
 *
 * @param string $token A token as the site sends it back.
 * @return array|WP_Error
 */
function clinic_site_preview_claims( string $token ) {
	$refused = static fn( string $why ) => new WP_Error( 'clinic_site_preview_refused', $why, array( 'status' => 403 ) );
	if ( ! clinic_site_events_configured() ) {
		return $refused( 'Previews are not configured.' );
	}
	if ( ! preg_match( '/^(v1\.[A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/', $token, $parts ) ) {
		return $refused( 'The preview token is malformed.' );
	}
	$expected = clinic_site_base64url( hash_hmac( 'sha256', $parts[1], clinic_site_preview_key(), true ) );
	if ( ! hash_equals( $expected, $parts[2] ) ) {
		return $refused( 'The preview token has been tampered with.' );
	}
	$claims = json_decode( (string) base64_decode( strtr( substr( $parts[1], 3 ), '-_', '+/' ), true ), true );
	if ( ! is_array( $claims ) || 'preview' !== ( $claims['purpose'] ?? null ) || ! is_int( $claims['post'] ?? null ) || ! is_int( $claims['user'] ?? null ) || ! is_int( $claims['exp'] ?? null )
		|| ! in_array( $claims['lang'] ?? null, clinic_site_languages()->locales(), true ) ) {
		return $refused( 'The preview token is not a preview token.' );
	}
	if ( $claims['exp'] < time() || $claims['exp'] > time() + CLINIC_SITE_PREVIEW_SECONDS + 60 ) {
		return $refused( 'The preview token has expired.' );
	}
	return $claims;
}
