<?php
/**
 * Clinic Site: posts as the contract's items. An item's identity (id, slug) and dates are its
 * original's; each other field comes from its translation in the asked-for language where that
 * translation has it, else from the original: the fallback the demo CMS gives. `lang` names the
 * language of the text.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** Kinds that are the same in every language. */
const CLINIC_SITE_IDENTITY_KINDS = array( 'id', 'slug', 'created', 'modified', 'department' );

/**
 * The published originals of a collection, in the order the site lists them.
 *
 * @param string $collection A collection name of the model.
 * @return WP_Post[]
 */
function clinic_site_originals( string $collection ): array {
	static $cache = array();
	$model = clinic_site_collections()[ $collection ] ?? null;
	if ( ! $model ) {
		return array();
	}
	if ( isset( $cache[ $collection ] ) && ! clinic_site_importing() ) {
		return $cache[ $collection ];
	}
	$order = array(
		'menu'    => array(
			'menu_order' => 'ASC',
			'ID'         => 'ASC',
		),
		'created' => array(
			'date'       => 'DESC',
			'menu_order' => 'ASC',
		),
		'start'   => array(
			'menu_order' => 'ASC',
			'ID'         => 'ASC',
		),
	)[ $model['order'] ];
	$posts = get_posts(
		array(
			'post_type'        => $model['post_type'],
			'post_status'      => 'publish',
			'posts_per_page'   => -1,
			'orderby'          => $order,
			'suppress_filters' => true,
		) + clinic_site_languages()->originals_only()
	);
	if ( 'start' === $model['order'] ) {
		usort(
			$posts,
			static fn( $a, $b ) => strtotime( (string) get_post_meta( $a->ID, 'clinic_start', true ) )
				<=> strtotime( (string) get_post_meta( $b->ID, 'clinic_start', true ) )
		);
	}
	$cache[ $collection ] = $posts;
	return $posts;
}

/**
 * One field of `$fields` read from `$post`.
 *
 * @param WP_Post $post  The post the value is read from.
 * @param string  $field The contract's field name.
 * @param string  $kind  Its kind.
 * @return mixed The value, or null when a translation leaves it to the original.
 */
function clinic_site_field( WP_Post $post, string $field, string $kind ) {
	switch ( $kind ) {
		case 'id':
			return $post->ID;
		case 'slug':
			return $post->post_name;
		case 'title':
			return $post->post_title;
		case 'excerpt':
			return $post->post_excerpt;
		case 'content':
			return $post->post_content;
		case 'created':
			return get_post_datetime( $post, 'date', 'gmt' )->format( DATE_ATOM );
		case 'modified':
			return get_post_datetime( $post, 'modified', 'gmt' )->format( DATE_ATOM );
		case 'department':
			return clinic_site_department_of( $post );
		case 'social':
			return clinic_site_social_links();
	}
	$key = clinic_site_meta_key( $field );
	if ( ! metadata_exists( 'post', $post->ID, $key ) ) {
		return 'image' === $kind ? clinic_site_featured_image( $post ) : null;
	}
	$value = get_post_meta( $post->ID, $key, true );
	switch ( $kind ) {
		case 'number':
			return 0 + $value;
		case 'money':
			return '' === $value ? null : (int) $value;
		case 'boolean':
			return (bool) $value;
		case 'strings':
		case 'hours':
			return is_array( $value ) ? array_values( $value ) : array();
		case 'image':
		case 'image_or_null':
			return is_array( $value ) && $value ? clinic_site_image( $value ) : null;
		case 'address':
		case 'venue':
			return is_array( $value ) ? $value : null;
		default:
			return (string) $value;
	}
}

/** An image field's value in the contract's key order, sizes as integers. */
function clinic_site_image( array $image ): array {
	return array(
		'src'    => (string) ( $image['src'] ?? '' ),
		'width'  => (int) ( $image['width'] ?? 0 ),
		'height' => (int) ( $image['height'] ?? 0 ),
		'alt'    => (string) ( $image['alt'] ?? '' ),
	);
}

/** The post's featured image as a contract image (a path below the site), or null. */
function clinic_site_featured_image( WP_Post $post ): ?array {
	$id   = (int) get_post_thumbnail_id( $post );
	$full = $id ? wp_get_attachment_image_src( $id, 'full' ) : false;
	if ( ! $full ) {
		return null;
	}
	return array(
		'src'    => (string) wp_make_link_relative( $full[0] ),
		'width'  => (int) $full[1],
		'height' => (int) $full[2],
		'alt'    => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
	);
}

/**
 * `$original` as the contract's item of `$fields`, in `$locale`. Where it has no translation, the
 * fields of `$alone` that a translation of fields alone carries come in `$locale`, each marked
 * `<field>_lang` (docs/cms-contract.json).
 *
 * @param WP_Post  $original An original post.
 * @param array    $fields   Contract field => kind.
 * @param string   $locale   The asked-for locale.
 * @param string[] $alone    Fields that may be translated alone.
 */
function clinic_site_item( WP_Post $original, array $fields, string $locale, array $alone = array() ): array {
	$default     = clinic_site_languages()->locales()[0];
	$translation = $locale === $default ? null : clinic_site_languages()->translation( $original, $locale );
	$partial     = $translation || $locale === $default || ! $alone ? null : clinic_site_languages()->fields_alone( $original, $locale );
	$item        = array();
	foreach ( $fields as $field => $kind ) {
		$value = null;
		if ( $translation && ! in_array( $kind, CLINIC_SITE_IDENTITY_KINDS, true ) ) {
			$value = clinic_site_field( $translation, $field, $kind );
			$value = '' === $value ? null : $value;
		}
		if ( null === $value && $translation && 'modified' === $kind ) {
			$dates = array( clinic_site_field( $original, $field, $kind ), clinic_site_field( $translation, $field, $kind ) );
			usort( $dates, static fn( $a, $b ) => strtotime( $b ) <=> strtotime( $a ) );
			$value = $dates[0];
		}
		$item[ $field ] = $value ?? clinic_site_field( $original, $field, $kind );
	}
	$item['lang'] = $translation ? $locale : $default;
	foreach ( $partial ? $alone : array() as $field ) {
		$value = clinic_site_field( $partial, $field, $fields[ $field ] );
		if ( null !== $value && '' !== $value ) {
			$item[ $field ]           = $value;
			$item[ $field . '_lang' ] = $locale;
		}
	}
	return $item;
}

/** The social links of the settings page, as `{network, url}` pairs. */
function clinic_site_social_links(): array {
	$links = get_option( 'clinic_site_common', array() )['social'] ?? array();
	return array_values(
		array_map(
			static fn( $link ) => array(
				'network' => (string) $link['network'],
				'url'     => (string) $link['url'],
			),
			is_array( $links ) ? $links : array()
		)
	);
}
