<?php
/**
 * Clinic Site: the import of a content bundle (`npm run cms:bundle`): every item keeps its id and
 * slug, each translation is linked to its original, the singleton pages are chosen in the settings,
 * and running it again updates what it created before (idempotent). bin/import.php and the settings
 * page both call clinic_site_import().
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** The bundle format this importer reads. */
const CLINIC_SITE_BUNDLE_FORMAT = 'clinic-site-bundle/1';

/**
 * Whether an import is running (change events and caches may wait for its end).
 *
 * @param bool|null $set A new state, when given.
 */
function clinic_site_importing( ?bool $set = null ): bool {
	static $running = false;
	if ( null !== $set ) {
		$running = $set;
	}
	return $running;
}

/**
 * Imports `$bundle`; returns what it did, and the problems it met (an empty `errors` is success).
 *
 * @param array $bundle A decoded bundle.
 * @return array{created: int, updated: int, translations: int, errors: string[]}
 */
function clinic_site_import( array $bundle ): array {
	$report = array(
		'created'      => 0,
		'updated'      => 0,
		'translations' => 0,
		'errors'       => array(),
	);
	if ( ( $bundle['format'] ?? '' ) !== CLINIC_SITE_BUNDLE_FORMAT ) {
		$report['errors'][] = sprintf( 'Not a bundle of format %s.', CLINIC_SITE_BUNDLE_FORMAT );
		return $report;
	}
	clinic_site_importing( true );
	$kses = has_filter( 'content_save_pre', 'wp_filter_post_kses' );
	kses_remove_filters(); // The bundle is the clinic's own content, imported by an administrator.
	if ( ! empty( $bundle['timeZone'] ) ) {
		update_option( 'timezone_string', sanitize_text_field( $bundle['timeZone'] ) );
		update_option( 'gmt_offset', '' );
	}
	clinic_site_ensure_departments();
	// Every original first, so that ids given to translations and revisions never take one of theirs.
	$linked = array();
	foreach ( clinic_site_collections() as $name => $collection ) {
		foreach ( array_values( $bundle['collections'][ $name ] ?? array() ) as $index => $item ) {
			$original = clinic_site_import_post( $collection['post_type'], $collection['fields'], $item, $index, $report );
			if ( $original ) {
				$linked[] = array( $original, $collection['fields'], 'collections', $name, (string) ( $item[ $collection['key'] ] ?? '' ) );
			}
		}
	}
	$roles = get_option( 'clinic_site_pages', array() );
	$pages = clinic_site_page_roles();
	// Pages with an id of their own before those without, which take the next free one.
	uksort( $pages, static fn( $a, $b ) => isset( $bundle['pages'][ $b ]['id'] ) <=> isset( $bundle['pages'][ $a ]['id'] ) );
	foreach ( $pages as $role => $definition ) {
		if ( ! isset( $bundle['pages'][ $role ] ) ) {
			continue;
		}
		$item   = $bundle['pages'][ $role ] + array(
			'id'    => (int) ( $roles[ $role ] ?? 0 ),
			'slug'  => str_replace( '_', '-', $role ),
			'title' => $definition['label'],
		);
		$fields = $definition['fields'] + array(
			'id'    => 'id',
			'slug'  => 'slug',
			'title' => 'title',
		);
		$page   = clinic_site_import_post( 'page', $fields, $item, 0, $report );
		if ( $page ) {
			$roles[ $role ] = $page->ID;
			$linked[]       = array( $page, $definition['fields'], 'pages', $role, $role );
		}
	}
	foreach ( $linked as list( $original, $fields, $group, $name, $key ) ) {
		foreach ( $bundle['translations'] ?? array() as $locale => $catalogue ) {
			$translated = $catalogue[ $group ][ $name ] ?? null;
			$translated = 'pages' === $group ? $translated : ( $translated[ $key ] ?? null );
			if ( is_array( $translated ) ) {
				clinic_site_import_translation( $original, $fields, $translated, (string) $locale, $report );
			} elseif ( is_array( $catalogue['alone'][ $name ][ $key ] ?? null ) ) {
				clinic_site_import_translation( $original, $fields, $catalogue['alone'][ $name ][ $key ], (string) $locale, $report, true );
			}
		}
	}
	update_option( 'clinic_site_pages', $roles );
	if ( isset( $bundle['social'] ) && is_array( $bundle['social'] ) ) {
		update_option( 'clinic_site_common', array( 'social' => clinic_site_clean_social( $bundle['social'] ) ) );
	}
	if ( $kses ) {
		kses_init_filters();
	}
	clinic_site_importing( false );
	return $report;
}

/**
 * Creates or updates the post of `$item`, keeping its id and slug; null (and an error in the
 * report) when it cannot.
 *
 * @param string $post_type The post type.
 * @param array  $fields    Contract field => kind.
 * @param array  $item      The contract item.
 * @param int    $index     Its place in the editor's order.
 * @param array  $report    The import's report.
 */
function clinic_site_import_post( string $post_type, array $fields, array $item, int $index, array &$report ): ?WP_Post {
	$id       = (int) ( $item['id'] ?? 0 );
	$existing = $id ? get_post( $id ) : null;
	if ( $existing && $existing->post_type !== $post_type ) {
		$report['errors'][] = sprintf( 'Id %d is taken by a %s; %s "%s" was not imported.', $id, $existing->post_type, $post_type, $item['slug'] ?? '' );
		return null;
	}
	$post = clinic_site_post_columns( $fields, $item ) + array(
		'post_type'   => $post_type,
		'post_status' => 'publish',
		'menu_order'  => $index,
	);
	if ( $existing ) {
		$post['ID'] = $id;
	} elseif ( $id ) {
		$post['import_id'] = $id;
	}
	return clinic_site_save( $post, $fields, $item, $existing ? 'updated' : 'created', $report );
}

/**
 * Creates or updates the translation of `$original` in `$locale`: the fields `$translated` has.
 *
 * @param WP_Post $original   The original.
 * @param array   $fields     Contract field => kind.
 * @param array   $translated The translated fields.
 * @param string  $locale     The translation's locale.
 * @param array   $report     The import's report.
 * @param bool    $alone      Whether it translates some fields alone (the item stays in the original's language).
 */
function clinic_site_import_translation( WP_Post $original, array $fields, array $translated, string $locale, array &$report, bool $alone = false ): void {
	$existing = get_posts(
		array(
			'post_type'        => $original->post_type,
			'post_status'      => 'any',
			'posts_per_page'   => 1,
			'suppress_filters' => true,
			'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery -- import only.
				array(
					'key'   => Clinic_Site_Linked_Posts::ORIGINAL,
					'value' => $original->ID,
				),
				array(
					'key'   => Clinic_Site_Linked_Posts::LOCALE,
					'value' => $locale,
				),
			),
		)
	);
	$own   = array_diff_key( $fields, array_flip( array( 'id', 'slug' ) ) );
	$dated = array(
		'created'  => get_post_datetime( $original, 'date', 'gmt' )->format( DATE_ATOM ),
		'modified' => get_post_datetime( $original, 'modified', 'gmt' )->format( DATE_ATOM ),
	);
	$post  = clinic_site_post_columns( $own, $dated + $translated ) + array(
		'post_title'   => '',
		'post_excerpt' => '',
		'post_content' => '',
		'post_type'   => $original->post_type,
		'post_status' => 'publish',
		'post_name'   => $original->post_name . '-' . $locale,
		'menu_order'  => $original->menu_order,
	);
	if ( $existing ) {
		$post['ID'] = $existing[0]->ID;
	}
	// A translation may carry fields alone (a home page, a role): its empty title is the original's.
	add_filter( 'wp_insert_post_empty_content', '__return_false' );
	$saved = clinic_site_save( $post, $own, $dated + $translated, '', $report );
	remove_filter( 'wp_insert_post_empty_content', '__return_false' );
	if ( $saved ) {
		clinic_site_languages()->link( $original->ID, $saved->ID, $locale, $alone );
		++$report['translations'];
	}
}

/**
 * The post columns of an item: slug, title, excerpt, content and dates, by the fields' kinds.
 *
 * @param array $fields Contract field => kind.
 * @param array $item   The contract item.
 */
function clinic_site_post_columns( array $fields, array $item ): array {
	$columns = array(
		'slug'    => 'post_name',
		'title'   => 'post_title',
		'excerpt' => 'post_excerpt',
		'content' => 'post_content',
	);
	$post    = array();
	foreach ( $fields as $field => $kind ) {
		if ( isset( $columns[ $kind ] ) && isset( $item[ $field ] ) ) {
			$post[ $columns[ $kind ] ] = (string) $item[ $field ];
		}
	}
	$date = clinic_site_created_field( $fields );
	$when = $item[ $date ] ?? $item[ array_search( 'modified', $fields, true ) ] ?? null;
	if ( is_string( $when ) && strtotime( $when ) ) {
		$at                    = new DateTimeImmutable( $when );
		$post['post_date']     = $at->setTimezone( wp_timezone() )->format( 'Y-m-d H:i:s' );
		$post['post_date_gmt'] = $at->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		$post['edit_date']     = true;
	}
	return $post;
}

/** The field of kind `created`, or ''. */
function clinic_site_created_field( array $fields ): string {
	return (string) array_search( 'created', $fields, true );
}
