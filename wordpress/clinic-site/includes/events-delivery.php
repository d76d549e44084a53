<?php
/**
 * Clinic Site: delivering change events to the site's `POST /__ops/cms-events`. Each event waits in
 * an option row of its own (no shared list for concurrent saves to overwrite); WP-Cron delivers the
 * due ones, signed with HMAC-SHA256 over the timestamp and the body under CLINIC_SITE_EVENTS_SECRET,
 * and retries a failure with backoff (decision 0052).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The option name prefix of a waiting event. */
const CLINIC_SITE_EVENT_PREFIX = 'clinic_site_event_';

/** The WP-Cron hook that delivers waiting events. */
const CLINIC_SITE_DELIVER_HOOK = 'clinic_site_deliver_events';

/** Attempts before an event is given up (with backoff from 30 s, about 4 hours in all). */
const CLINIC_SITE_MAX_ATTEMPTS = 10;

/** Most changes in one event (the site's limit). */
const CLINIC_SITE_MAX_CHANGES = 50;

add_action( CLINIC_SITE_DELIVER_HOOK, 'clinic_site_deliver_events' );

/** True when wp-config.php names the site (CLINIC_SITE_URL) and the signing secret (32+ characters). */
function clinic_site_events_configured(): bool {
	return '' !== clinic_site_url() && defined( 'CLINIC_SITE_EVENTS_SECRET' ) && strlen( (string) CLINIC_SITE_EVENTS_SECRET ) >= 32;
}

/** The site's origin from CLINIC_SITE_URL, without a trailing slash; empty when unset. */
function clinic_site_url(): string {
	return defined( 'CLINIC_SITE_URL' ) ? untrailingslashit( (string) CLINIC_SITE_URL ) : '';
}

/** Seconds before the first retry (CLINIC_SITE_RETRY_SECONDS, default 30); each next waits twice as long, at most an hour. */
function clinic_site_retry_delay( int $attempts ): int {
	$base = defined( 'CLINIC_SITE_RETRY_SECONDS' ) ? max( 1, (int) CLINIC_SITE_RETRY_SECONDS ) : 30;
	return (int) min( HOUR_IN_SECONDS, $base * ( 2 ** max( 0, $attempts - 1 ) ) );
}

/**
 * Writes `$changes` down as waiting events (one, unless a bulk edit has more than the site takes at once).
 *
 * @param array[] $changes The request's changes.
 */
function clinic_site_queue_event( array $changes ): void {
	foreach ( array_chunk( $changes, CLINIC_SITE_MAX_CHANGES ) as $chunk ) {
		$id = wp_generate_uuid4();
		add_option(
			CLINIC_SITE_EVENT_PREFIX . $id,
			array(
				'id'       => $id,
				'changes'  => $chunk,
				'attempts' => 0,
				'due'      => time(),
				'queued'   => time(),
			),
			'',
			'no'
		);
	}
}

/** The waiting events, oldest first. */
function clinic_site_waiting_events(): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the waiting events are rows of their own, read fresh each time, never cached.
	$names  = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id", $wpdb->esc_like( CLINIC_SITE_EVENT_PREFIX ) . '%' ) );
	$events = array();
	foreach ( $names as $name ) {
		wp_cache_delete( $name, 'options' );
		$event = get_option( $name );
		if ( is_array( $event ) && isset( $event['id'], $event['changes'] ) ) {
			$events[ $name ] = $event;
		}
	}
	return $events;
}

/**
 * Delivery after this response. Where PHP-FPM can end the response first, everything else happens
 * after it is sent: the editor waits for the one row the save wrote and nothing more. Elsewhere the
 * delivery is started the way WordPress starts WP-Cron, by a request that is not waited for. WP-Cron's
 * run is the safety net in either case, should that delivery not happen.
 */
function clinic_site_start_delivery(): void {
	if ( function_exists( 'fastcgi_finish_request' ) && fastcgi_finish_request() ) {
		clinic_site_schedule_delivery( time(), false );
		clinic_site_deliver_events();
		return;
	}
	clinic_site_schedule_delivery( time(), false );
	if ( ! wp_doing_cron() ) {
		// As WordPress starts WP-Cron (spawn_cron), but free of its lock: a request not waited for.
		wp_remote_post(
			rest_url( 'clinic-site/v1/deliver' ),
			array(
				'timeout'   => 0.01,
				'blocking'  => false,
				'headers'   => array( 'x-clinic-loopback' => clinic_site_loopback_key() ),
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
			)
		);
	}
}

/**
 * Makes sure WP-Cron runs a delivery at `$at` or before, writing WP-Cron's list only when it has none.
 *
 * @param int  $at    When the delivery is due.
 * @param bool $fresh Read WP-Cron's list from the database first: a delivery outlasts other requests,
 *                    which run and remove scheduled deliveries meanwhile.
 */
function clinic_site_schedule_delivery( int $at, bool $fresh ): void {
	if ( $fresh ) {
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'cron', 'options' );
	}
	$scheduled = wp_next_scheduled( CLINIC_SITE_DELIVER_HOOK );
	if ( false !== $scheduled && $scheduled <= $at ) {
		return;
	}
	if ( false !== $scheduled ) {
		wp_clear_scheduled_hook( CLINIC_SITE_DELIVER_HOOK );
	}
	wp_schedule_single_event( $at, CLINIC_SITE_DELIVER_HOOK );
}

/** The loopback's key: it starts a delivery, and only this WordPress can ask for one (this hour's key or the last). */
function clinic_site_loopback_key( int $hours_ago = 0 ): string {
	return hash_hmac( 'sha256', 'deliver.' . ( intdiv( time(), HOUR_IN_SECONDS ) - $hours_ago ), (string) CLINIC_SITE_EVENTS_SECRET );
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'clinic-site/v1',
			'/deliver',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'clinic_site_deliver_by_loopback',
				'permission_callback' => 'clinic_site_loopback_allowed',
			)
		);
	}
);

/**
 * Only this WordPress's own loopback, which carries this hour's key or the last hour's.
 *
 * @param WP_REST_Request $request The request.
 */
function clinic_site_loopback_allowed( WP_REST_Request $request ): bool {
	$key = (string) $request->get_header( 'x-clinic-loopback' );
	return clinic_site_events_configured() && ( hash_equals( clinic_site_loopback_key(), $key ) || hash_equals( clinic_site_loopback_key( 1 ), $key ) );
}

/** The loopback: delivers the waiting events (whoever's save started it), even once its caller has gone. */
function clinic_site_deliver_by_loopback(): WP_REST_Response {
	ignore_user_abort( true );
	clinic_site_deliver_events();
	return new WP_REST_Response( null, 204 );
}

/**
 * Sends every due event, one at a time, and schedules the next try of those that failed. One
 * delivery runs at a time (a lock row that expires after a minute).
 */
function clinic_site_deliver_events(): void {
	if ( ! clinic_site_events_configured() ) {
		return;
	}
	$lock = 'clinic_site_events_lock';
	if ( ! add_option( $lock, time() + MINUTE_IN_SECONDS, '', 'no' ) ) {
		wp_cache_delete( $lock, 'options' );
		if ( (int) get_option( $lock ) > time() ) {
			// Another delivery is under way; should it end early, the next run comes once its lock expires.
			clinic_site_schedule_delivery( (int) get_option( $lock ), true );
			return;
		}
		update_option( $lock, time() + MINUTE_IN_SECONDS, false );
	}
	$next = null;
	foreach ( clinic_site_waiting_events() as $name => $event ) {
		if ( (int) $event['due'] > time() ) {
			$next = min( $next ?? PHP_INT_MAX, (int) $event['due'] );
			continue;
		}
		$result = clinic_site_send_event( $event );
		if ( true === $result['ok'] ) {
			delete_option( $name );
			clinic_site_delivery_status( 'ok', $event, $result['detail'] );
			continue;
		}
		++$event['attempts'];
		if ( $result['final'] || $event['attempts'] >= CLINIC_SITE_MAX_ATTEMPTS ) {
			delete_option( $name );
			clinic_site_delivery_status( 'given-up', $event, $result['detail'] );
			continue;
		}
		$event['due'] = time() + clinic_site_retry_delay( $event['attempts'] );
		update_option( $name, $event, false );
		clinic_site_delivery_status( 'failed', $event, $result['detail'] );
		$next = min( $next ?? PHP_INT_MAX, $event['due'] );
	}
	delete_option( $lock );
	if ( null !== $next ) {
		clinic_site_schedule_delivery( $next, true );
	}
}

/**
 * POSTs one event, signed. `ok` when the site took it; `final` when trying again cannot help (the
 * site refused the event itself: 400, 413). A 401 (a clock or a secret being fixed), a 5xx and no
 * answer (the site coming back) are tried again.
 *
 * @param array $event A waiting event.
 * @return array{ok: bool, final: bool, detail: string}
 */
function clinic_site_send_event( array $event ): array {
	$body      = wp_json_encode(
		array(
			'id'      => $event['id'],
			'changes' => $event['changes'],
		),
		JSON_UNESCAPED_SLASHES
	);
	$timestamp = (string) time();
	$response  = wp_remote_post(
		clinic_site_url() . '/__ops/cms-events',
		array(
			'timeout'     => 10,
			'redirection' => 0,
			'headers'     => array(
				'content-type'       => 'application/json',
				'x-clinic-timestamp' => $timestamp,
				'x-clinic-signature' => 'v1=' . hash_hmac( 'sha256', $timestamp . '.' . $body, (string) CLINIC_SITE_EVENTS_SECRET ),
			),
			'body'        => $body,
		)
	);
	if ( is_wp_error( $response ) ) {
		return array(
			'ok'     => false,
			'final'  => false,
			'detail' => $response->get_error_message(),
		);
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	$answer = is_array( $answer ) ? $answer : array();
	if ( $status >= 200 && $status < 300 ) {
		$count = count( (array) ( $answer['paths'] ?? array() ) );
		return array(
			'ok'     => true,
			'final'  => true,
			'detail' => 'all' === ( $answer['scope'] ?? '' )
				? __( 'every page refreshed', 'clinic-site' )
				/* translators: %d: how many pages the site refreshed. */
				: sprintf( _n( '%d page refreshed', '%d pages refreshed', $count, 'clinic-site' ), $count ),
		);
	}
	return array(
		'ok'     => false,
		'final'  => 400 === $status || 413 === $status,
		/* translators: 1: HTTP status, 2: the site's message. */
		'detail' => trim( sprintf( __( 'The site answered %1$d. %2$s', 'clinic-site' ), $status, (string) ( $answer['error'] ?? '' ) ) ),
	);
}

/**
 * Remembers the last delivery and the last failure, for wp-admin.
 *
 * @param string $outcome ok, failed or given-up.
 * @param array  $event   The event.
 * @param string $detail  What the site said, or why it could not be reached.
 */
function clinic_site_delivery_status( string $outcome, array $event, string $detail ): void {
	$status = (array) get_option( 'clinic_site_events_status', array() );
	$slot   = 'ok' === $outcome ? 'last_delivery' : 'last_failure';
	$status[ $slot ] = array(
		'at'       => time(),
		'event'    => $event['id'],
		'outcome'  => $outcome,
		'attempts' => (int) $event['attempts'],
		'changes'  => count( $event['changes'] ),
		'detail'   => $detail,
	);
	update_option( 'clinic_site_events_status', $status, false );
}
