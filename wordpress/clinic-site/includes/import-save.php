<?php
/**
 * Clinic Site: the import's writes: the post, its meta and department, and its modified date.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Saves `$post`, then its meta fields, department and modified date from `$item`.
 *
 * @param array  $post   Post columns for wp_insert_post.
 * @param array  $fields Contract field => kind.
 * @param array  $item   The item.
 * @param string $count  The report's counter to add one to ('' for none).
 * @param array  $report The import's report.
 */
function clinic_site_save( array $post, array $fields, array $item, string $count, array &$report ): ?WP_Post {
	$id = wp_insert_post( wp_slash( $post ), true );
	if ( is_wp_error( $id ) ) {
		$report['errors'][] = sprintf( '%s "%s": %s', $post['post_type'], $post['post_name'] ?? '', $id->get_error_message() );
		return null;
	}
	foreach ( $fields as $field => $kind ) {
		$key = clinic_site_meta_key( $field );
		if ( 'department' === $kind ) {
			wp_set_object_terms( $id, isset( $item[ $field ] ) ? array( (string) $item[ $field ] ) : array(), CLINIC_SITE_DEPARTMENT );
		} elseif ( null === clinic_site_kind_schema( $kind ) ) {
			continue;
		} elseif ( isset( $item[ $field ] ) ) {
			update_post_meta( $id, $key, wp_slash( $item[ $field ] ) );
		} else {
			delete_post_meta( $id, $key );
		}
	}
	$modified = $item[ (string) array_search( 'modified', $fields, true ) ] ?? null;
	if ( is_string( $modified ) && strtotime( $modified ) ) {
		global $wpdb;
		$at = new DateTimeImmutable( $modified );
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- wp_update_post always sets the modified date to now.
			$wpdb->posts,
			array(
				'post_modified'     => $at->setTimezone( wp_timezone() )->format( 'Y-m-d H:i:s' ),
				'post_modified_gmt' => $at->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ),
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
	}
	if ( 'future' === get_post_status( $id ) && 'publish' === $post['post_status'] ) {
		wp_publish_post( $id ); // A date still to come is the item's date, not a schedule.
	}
	if ( $count ) {
		++$report[ $count ];
	}
	return get_post( $id );
}
