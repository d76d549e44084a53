<?php
/**
 * Clinic Site: what wp-admin shows of the change events: Tools → Clinic site delivery (the last
 * delivery, the last failure, the events waiting, a button to deliver now) and a notice while the
 * last attempt failed or the constants are missing.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'admin_menu',
	static function (): void {
		add_management_page(
			__( 'Clinic site delivery', 'clinic-site' ),
			__( 'Clinic site delivery', 'clinic-site' ),
			'manage_options',
			'clinic-site-delivery',
			'clinic_site_delivery_page'
		);
	}
);

add_action(
	'admin_post_clinic_site_deliver_now',
	static function (): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You may not do this.', 'clinic-site' ), 403 );
		}
		check_admin_referer( 'clinic_site_deliver_now' );
		foreach ( clinic_site_waiting_events() as $name => $event ) {
			$event['due'] = time();
			update_option( $name, $event, false );
		}
		clinic_site_deliver_events();
		wp_safe_redirect( admin_url( 'tools.php?page=clinic-site-delivery' ) );
		exit;
	}
);

/**
 * One delivery record as a sentence.
 *
 * @param array|null $record A record of clinic_site_delivery_status().
 */
function clinic_site_delivery_sentence( ?array $record ): string {
	if ( ! $record ) {
		return __( 'None yet.', 'clinic-site' );
	}
	return sprintf(
		/* translators: 1: date and time, 2: attempts, 3: the outcome's detail. */
		__( '%1$s (attempt %2$d): %3$s', 'clinic-site' ),
		wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $record['at'] ),
		(int) $record['attempts'] + ( 'ok' === $record['outcome'] ? 1 : 0 ),
		$record['detail']
	);
}

/** Tools → Clinic site delivery. */
function clinic_site_delivery_page(): void {
	$status  = (array) get_option( 'clinic_site_events_status', array() );
	$waiting = clinic_site_waiting_events();
	echo '<div class="wrap"><h1>' . esc_html__( 'Clinic site delivery', 'clinic-site' ) . '</h1>';
	if ( ! clinic_site_events_configured() ) {
		echo '<div class="notice notice-error inline"><p>' . esc_html( clinic_site_events_missing() ) . '</p></div>';
	}
	echo '<table class="form-table" role="presentation"><tbody>';
	$rows = array(
		__( 'Site', 'clinic-site' )          => clinic_site_url() ? clinic_site_url() : __( 'not set', 'clinic-site' ),
		__( 'Last delivery', 'clinic-site' ) => clinic_site_delivery_sentence( $status['last_delivery'] ?? null ),
		__( 'Last failure', 'clinic-site' )  => clinic_site_delivery_sentence( $status['last_failure'] ?? null ),
		__( 'Waiting', 'clinic-site' )       => (string) count( $waiting ),
	);
	foreach ( $rows as $label => $value ) {
		echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
	}
	echo '</tbody></table>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="clinic_site_deliver_now">';
	wp_nonce_field( 'clinic_site_deliver_now' );
	submit_button( __( 'Deliver waiting changes now', 'clinic-site' ), 'secondary', 'submit', false );
	echo '</form></div>';
}

/** What is missing from wp-config.php for the site to hear of changes. */
function clinic_site_events_missing(): string {
	return __( 'The clinic site hears of no change: define CLINIC_SITE_URL and CLINIC_SITE_EVENTS_SECRET (32 characters or more, the same as the site\'s CMS_EVENTS_SECRET) in wp-config.php.', 'clinic-site' );
}

add_action(
	'admin_notices',
	static function (): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		if ( ! clinic_site_events_configured() ) {
			echo '<div class="notice notice-warning"><p>' . esc_html( clinic_site_events_missing() ) . '</p></div>';
			return;
		}
		$status  = (array) get_option( 'clinic_site_events_status', array() );
		$failure = $status['last_failure'] ?? null;
		$success = $status['last_delivery'] ?? null;
		if ( $failure && ( ! $success || (int) $failure['at'] > (int) $success['at'] ) ) {
			printf(
				'<div class="notice notice-error"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
				esc_html(
					sprintf(
						/* translators: %s: the failure, as a sentence. */
						__( 'The clinic site has not heard of the latest change: %s', 'clinic-site' ),
						clinic_site_delivery_sentence( $failure )
					)
				),
				esc_url( admin_url( 'tools.php?page=clinic-site-delivery' ) ),
				esc_html__( 'Delivery status', 'clinic-site' )
			);
		}
	}
);
