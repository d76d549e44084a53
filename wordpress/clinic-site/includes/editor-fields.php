<?php
/**
 * Clinic Site: the fields as form inputs, for the classic editor's meta box: how each kind is
 * written into a form and read back from it. The block editor's panel (assets/editor-panel.js)
 * follows the same layout.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The nonce action of the classic editor's fields. */
const CLINIC_SITE_FIELDS_NONCE = 'clinic_site_fields';

/**
 * A field's value as text lines for a textarea, or as a string for an input.
 *
 * @param string $kind  The field's kind.
 * @param mixed  $value Its stored value.
 */
function clinic_site_form_text( string $kind, $value ): string {
	if ( 'strings' === $kind ) {
		return implode( "\n", array_map( 'strval', (array) $value ) );
	}
	if ( 'hours' === $kind ) {
		return implode( "\n", array_map( static fn( $h ) => ( $h['day'] ?? '' ) . ' ' . ( $h['open'] ?? '' ) . ' ' . ( $h['close'] ?? '' ), (array) $value ) );
	}
	return is_scalar( $value ) ? (string) $value : '';
}

/**
 * The value of a kind read back from the form's raw input; null when left empty.
 *
 * @param string $kind The field's kind.
 * @param mixed  $raw  What the form sent (unslashed).
 * @return mixed
 */
function clinic_site_form_value( string $kind, $raw ) {
	$text  = static fn( $v ) => sanitize_text_field( (string) $v );
	$parts = is_array( $raw ) ? $raw : array();
	switch ( $kind ) {
		case 'boolean':
			return ! empty( $raw );
		case 'number':
			return is_numeric( $raw ) ? 0 + $raw : null;
		case 'money':
			return is_numeric( $raw ) ? (int) $raw : null;
		case 'strings':
			return array_values( array_filter( array_map( $text, preg_split( '/\R/', (string) $raw ) ), 'strlen' ) );
		case 'hours':
			$hours = array();
			foreach ( array_filter( array_map( 'trim', preg_split( '/\R/', (string) $raw ) ) ) as $line ) {
				$cells   = preg_split( '/\s+/', $line );
				$hours[] = array(
					'day'   => (int) ( $cells[0] ?? -1 ),
					'open'  => (string) ( $cells[1] ?? '' ),
					'close' => (string) ( $cells[2] ?? '' ),
				);
			}
			return $hours;
		case 'image':
		case 'image_or_null':
			if ( '' === trim( (string) ( $parts['src'] ?? '' ) ) ) {
				return null;
			}
			return array(
				'src'    => esc_url_raw( (string) $parts['src'] ),
				'width'  => (int) ( $parts['width'] ?? 0 ),
				'height' => (int) ( $parts['height'] ?? 0 ),
				'alt'    => $text( $parts['alt'] ?? '' ),
			);
		case 'address':
			return array_map( $text, array_merge( array_fill_keys( array( 'street', 'city', 'state', 'zip' ), '' ), array_intersect_key( $parts, array_flip( array( 'street', 'city', 'state', 'zip' ) ) ) ) );
		case 'venue':
			return array(
				'name'    => $text( $parts['name'] ?? '' ),
				'address' => clinic_site_form_value( 'address', $parts['address'] ?? array() ),
			);
		case 'url':
			return '' === trim( (string) $raw ) ? null : esc_url_raw( (string) $raw );
		default:
			return '' === trim( (string) $raw ) ? null : $text( $raw );
	}
}

/**
 * The fields the classic editor's form sent, read back by kind (only when its nonce is good and
 * the user may edit the post); field => value.
 *
 * @param array $fields Contract field => kind.
 */
function clinic_site_submitted_fields( array $fields ): array {
	$nonce = isset( $_POST['clinic_site_fields_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['clinic_site_fields_nonce'] ) ) : '';
	if ( ! $nonce || ! wp_verify_nonce( $nonce, CLINIC_SITE_FIELDS_NONCE ) ) {
		return array();
	}
	$sent   = isset( $_POST['clinic_site'] ) && is_array( $_POST['clinic_site'] ) ? wp_unslash( $_POST['clinic_site'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- each value is read back by its kind below.
	$values = array();
	foreach ( $fields as $field => $kind ) {
		if ( clinic_site_kind_schema( $kind ) && ( array_key_exists( $field, $sent ) || 'boolean' === $kind ) ) {
			$values[ $field ] = clinic_site_form_value( $kind, $sent[ $field ] ?? null );
		}
	}
	return $values;
}

/**
 * Prints one field's inputs, each escaped.
 *
 * @param string $field The field.
 * @param string $kind  Its kind.
 * @param mixed  $value Its stored value.
 */
function clinic_site_form_inputs( string $field, string $kind, $value ): void {
	$name = 'clinic_site[' . $field . ']';
	$id   = 'clinic-site-' . $field;
	echo '<p><label for="' . esc_attr( $id ) . '"><strong>' . esc_html( $field ) . '</strong></label><br>';
	if ( in_array( $kind, array( 'image', 'image_or_null', 'address', 'venue' ), true ) ) {
		$parts = array(
			'address' => array( 'street', 'city', 'state', 'zip' ),
			'venue'   => array( 'name' ),
		)[ $kind ] ?? array( 'src', 'width', 'height', 'alt' );
		foreach ( $parts as $index => $part ) {
			clinic_site_part_input( $index ? $id . '-' . $part : $id, $name . '[' . $part . ']', $field . ' ' . $part, (string) ( $value[ $part ] ?? '' ) );
		}
		if ( 'venue' === $kind ) {
			foreach ( array( 'street', 'city', 'state', 'zip' ) as $part ) {
				clinic_site_part_input( $id . '-' . $part, $name . '[address][' . $part . ']', $field . ' ' . $part, (string) ( $value['address'][ $part ] ?? '' ) );
			}
		}
	} elseif ( 'boolean' === $kind ) {
		echo '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . checked( (bool) $value, true, false ) . '>';
	} elseif ( 'employment_type' === $kind ) {
		echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
		foreach ( CLINIC_SITE_EMPLOYMENT_TYPES as $type ) {
			echo '<option value="' . esc_attr( $type ) . '"' . selected( $value, $type, false ) . '>' . esc_html( $type ) . '</option>';
		}
		echo '</select>';
	} elseif ( in_array( $kind, array( 'strings', 'hours' ), true ) ) {
		echo '<textarea class="widefat" rows="4" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">' . esc_textarea( clinic_site_form_text( $kind, $value ) ) . '</textarea>';
		echo '<span class="description">' . esc_html( 'hours' === $kind ? __( 'One a line: day (0 Sunday … 6 Saturday), opening and closing time, as "1 08:00 17:00".', 'clinic-site' ) : __( 'One a line.', 'clinic-site' ) ) . '</span>';
	} else {
		echo '<input type="text" class="widefat" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( clinic_site_form_text( $kind, $value ) ) . '">';
	}
	echo '</p>';
}

/**
 * One text input of a field's part (an image's width, an address's city), labelled for screen readers.
 *
 * @param string $id    Its id.
 * @param string $name  Its form name.
 * @param string $label Its accessible name.
 * @param string $value Its value.
 */
function clinic_site_part_input( string $id, string $name, string $label, string $value ): void {
	printf(
		'<input type="text" class="widefat" id="%1$s" name="%2$s" placeholder="%3$s" aria-label="%3$s" value="%4$s">',
		esc_attr( $id ),
		esc_attr( $name ),
		esc_attr( $label ),
		esc_attr( $value )
	);
}
