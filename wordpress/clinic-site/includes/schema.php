<?php
/**
 * Clinic Site: the JSON schema of each field kind (shared/cms/schemas.ts), used to register the
 * meta for the REST API and to check a post before it is published.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The schema of an image: a CMS upload path or URL, its size and its alternative text. */
function clinic_site_image_schema(): array {
	return array(
		'type'                 => 'object',
		'properties'           => array(
			'src'    => array(
				'type'      => 'string',
				'minLength' => 1,
			),
			'width'  => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'height' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'alt'    => array( 'type' => 'string' ),
		),
		'required'             => array( 'src', 'width', 'height', 'alt' ),
		'additionalProperties' => false,
	);
}

/** The schema of a postal address. */
function clinic_site_address_schema(): array {
	$line = array( 'type' => 'string' );
	return array(
		'type'                 => 'object',
		'properties'           => array(
			'street' => $line,
			'city'   => $line,
			'state'  => $line,
			'zip'    => $line,
		),
		'required'             => array( 'street', 'city', 'state', 'zip' ),
		'additionalProperties' => false,
	);
}

/**
 * The JSON schema of a meta field kind, or null for the kinds kept in the post's own columns.
 *
 * @param string $kind A field kind of the model (model.php).
 */
function clinic_site_kind_schema( string $kind ): ?array {
	$time = array(
		'type'    => 'string',
		'pattern' => '^([01][0-9]|2[0-3]):[0-5][0-9]$',
	);
	switch ( $kind ) {
		case 'string':
			return array( 'type' => 'string' );
		case 'phone':
			return array(
				'type'    => 'string',
				'pattern' => '^[0-9]{10}$',
			);
		case 'url':
			return array(
				'type'   => 'string',
				'format' => 'uri',
			);
		case 'datetime':
			return array(
				'type'   => 'string',
				'format' => 'date-time',
			);
		case 'number':
			return array( 'type' => 'number' );
		case 'money':
			return array(
				'type'    => array( 'integer', 'null' ),
				'minimum' => 0,
			);
		case 'boolean':
			return array( 'type' => 'boolean' );
		case 'strings':
			return array(
				'type'  => 'array',
				'items' => array( 'type' => 'string' ),
			);
		case 'employment_type':
			return array(
				'type' => 'string',
				'enum' => CLINIC_SITE_EMPLOYMENT_TYPES,
			);
		case 'image':
			return clinic_site_image_schema();
		case 'image_or_null':
			return array( 'type' => array( 'object', 'null' ) ) + clinic_site_image_schema();
		case 'address':
			return clinic_site_address_schema();
		case 'venue':
			return array(
				'type'                 => 'object',
				'properties'           => array(
					'name'    => array( 'type' => 'string' ),
					'address' => clinic_site_address_schema(),
				),
				'required'             => array( 'name', 'address' ),
				'additionalProperties' => false,
			);
		case 'hours':
			return array(
				'type'  => 'array',
				'items' => array(
					'type'                 => 'object',
					'properties'           => array(
						'day'   => array(
							'type'    => 'integer',
							'minimum' => 0,
							'maximum' => 6,
						),
						'open'  => $time,
						'close' => $time,
					),
					'required'             => array( 'day', 'open', 'close' ),
					'additionalProperties' => false,
				),
			);
		default:
			return null;
	}
}

/** The meta type WordPress stores a schema's values as. */
function clinic_site_meta_type( array $schema ): string {
	$type = (array) $schema['type'];
	return $type[0];
}
