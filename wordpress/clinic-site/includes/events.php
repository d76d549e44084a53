<?php
/**
 * Clinic Site: change events. Every save, trash or delete of a published clinic item or role page,
 * and every change of the plugin's settings, is recorded once per request (by subject, merged) and
 * written down as one event when the request ends. Nothing is sent during the editor's request: the
 * event is delivered by WP-Cron (events-delivery.php), started at once after the response where the
 * server allows it (decision 0052).
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/events-delivery.php';
require_once __DIR__ . '/events-admin.php';

/** The role names the site's event route takes, by the plugin's role keys. */
const CLINIC_SITE_EVENT_ROLES = array(
	'home'     => 'home',
	'about_us' => 'about-us',
	'covid_19' => 'covid-19',
	'privacy'  => 'privacy',
	'star'     => 'star',
	'contact'  => 'contact',
);

/** The options whose changes are settings changes (common data, the pages by role). */
const CLINIC_SITE_EVENT_OPTIONS = array( 'clinic_site_common', 'clinic_site_pages' );

/**
 * The changes of this request, by subject (`item:<type>:<id>`, `page:<role>`, `settings`).
 *
 * @param array|null $change A change to merge in; null only reads.
 * @return array<string, array>
 */
function clinic_site_event_changes( ?array $change = null ): array {
	static $changes = array();
	if ( null !== $change ) {
		$key = 'settings' === $change['kind'] ? 'settings' : $change['kind'] . ':' . ( $change['type'] ?? $change['role'] ) . ':' . $change['id'];
		if ( isset( $changes[ $key ] ) ) {
			$old = $changes[ $key ];
			foreach ( array( 'slugs', 'languages', 'keys' ) as $list ) {
				if ( isset( $change[ $list ] ) ) {
					$change[ $list ] = array_values( array_unique( array_merge( $old[ $list ], $change[ $list ] ) ) );
				}
			}
			// A delete or trash later in the request says more than a save.
			if ( isset( $change['action'] ) && 'save' === $change['action'] ) {
				$change['action'] = $old['action'];
			}
		}
		$changes[ $key ] = $change;
	}
	return $changes;
}

/**
 * What a post is to the site: an item of a collection or a page with a role, with the id and slug the
 * contract gives it (a translation's are its original's) and the language of this version. Null for
 * anything else.
 *
 * @param WP_Post $post Any post.
 * @return array|null
 */
function clinic_site_event_subject( WP_Post $post ): ?array {
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return null;
	}
	$original = clinic_site_languages()->original_of( $post );
	$locale   = $original ? (string) get_post_meta( $post->ID, Clinic_Site_Linked_Posts::LOCALE, true ) : clinic_site_languages()->locales()[0];
	$original = $original ?? $post;
	$language = in_array( $locale, clinic_site_languages()->locales(), true ) ? array( $locale ) : array();
	$type     = clinic_site_collection_of( $post->post_type );
	if ( null !== $type ) {
		return array(
			'kind'      => 'item',
			'type'      => $type,
			'id'        => (int) $original->ID,
			'slugs'     => clinic_site_event_slugs( array( $original->post_name ) ),
			'languages' => $language,
		);
	}
	if ( 'page' === $post->post_type ) {
		$role = array_search( (int) $original->ID, array_map( 'intval', (array) get_option( 'clinic_site_pages', array() ) ), true );
		if ( false !== $role && isset( CLINIC_SITE_EVENT_ROLES[ $role ] ) ) {
			return array(
				'kind'      => 'page',
				'role'      => CLINIC_SITE_EVENT_ROLES[ $role ],
				'id'        => (int) $original->ID,
				'languages' => $language,
			);
		}
	}
	return null;
}

/**
 * The slugs among `$slugs` the site's routes can name (a trashed post's `…__trashed` is not one).
 *
 * @param string[] $slugs Slugs.
 * @return string[]
 */
function clinic_site_event_slugs( array $slugs ): array {
	$slugs = array_map( static fn( $slug ) => preg_replace( '/__trashed$/', '', (string) $slug ), $slugs );
	return array_values( array_unique( array_filter( $slugs, static fn( $slug ) => 1 === preg_match( CLINIC_SITE_SLUG_PATTERN, $slug ) ) ) );
}

/**
 * Records `$post` as changed by `$action`, with any extra old slugs.
 *
 * @param WP_Post  $post      The post.
 * @param string   $action    save, trash or delete.
 * @param string[] $old_slugs Slugs its page had before.
 */
function clinic_site_record_post( WP_Post $post, string $action, array $old_slugs = array() ): void {
	if ( defined( 'WP_IMPORTING' ) && WP_IMPORTING ) {
		// An import changes everything at once: one change that refreshes every page, not one per post.
		clinic_site_event_changes(
			array(
				'kind' => 'settings',
				'keys' => array( 'import' ),
			)
		);
		return;
	}
	$subject = clinic_site_event_subject( $post );
	if ( null === $subject ) {
		return;
	}
	if ( 'item' === $subject['kind'] ) {
		$subject['slugs'] = clinic_site_event_slugs( array_merge( $subject['slugs'], $old_slugs ) );
	}
	$subject['action'] = $action;
	clinic_site_event_changes( $subject );
}

add_action(
	'transition_post_status',
	/**
	 * A post the public sees, or saw until now: published, unpublished, trashed or updated while published.
	 *
	 * @param string  $new_status The status now.
	 * @param string  $old_status The status before.
	 * @param WP_Post $post       The post.
	 */
	static function ( $new_status, $old_status, $post ): void {
		if ( 'publish' !== $new_status && 'publish' !== $old_status ) {
			return;
		}
		clinic_site_record_post( $post, 'trash' === $new_status ? 'trash' : 'save' );
	},
	10,
	3
);

add_action(
	'post_updated',
	/**
	 * A published post's slug before the save: its old page goes too.
	 *
	 * @param int     $post_id The post.
	 * @param WP_Post $after   The post as saved.
	 * @param WP_Post $before  The post before.
	 */
	static function ( $post_id, $after, $before ): void {
		if ( 'publish' === $before->post_status && $before->post_name !== $after->post_name ) {
			clinic_site_record_post( $after, 'publish' === $after->post_status ? 'save' : 'trash', array( $before->post_name ) );
		}
	},
	10,
	3
);

add_action(
	'updated_post_meta',
	/**
	 * A field saved on its own (the block editor's panel saves meta after the post): its post, once more.
	 *
	 * @param int    $meta_id  The meta row.
	 * @param int    $post_id  The post.
	 * @param string $meta_key The field.
	 */
	static function ( $meta_id, $post_id, $meta_key ): void {
		$post = get_post( $post_id );
		if ( $post && 'publish' === $post->post_status && str_starts_with( (string) $meta_key, 'clinic_' ) ) {
			clinic_site_record_post( $post, 'save' );
		}
	},
	10,
	3
);

add_action(
	'before_delete_post',
	/**
	 * A post deleted for good: its page goes, if the public could see it.
	 *
	 * @param int     $post_id The post.
	 * @param WP_Post $post    The post.
	 */
	static function ( $post_id, $post ): void {
		if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
			clinic_site_record_post( $post, 'delete' );
		}
	},
	10,
	2
);

foreach ( CLINIC_SITE_EVENT_OPTIONS as $clinic_site_option ) {
	$clinic_site_record_option = static function () use ( $clinic_site_option ): void {
		clinic_site_event_changes(
			array(
				'kind' => 'settings',
				'keys' => array( $clinic_site_option ),
			)
		);
	};
	add_action( "add_option_{$clinic_site_option}", $clinic_site_record_option );
	add_action( "update_option_{$clinic_site_option}", $clinic_site_record_option );
}
unset( $clinic_site_option, $clinic_site_record_option );

// When the request ends (after output buffers are flushed): the request's changes as one event.
add_action( 'shutdown', 'clinic_site_events_at_shutdown', PHP_INT_MAX );

/** Writes the request's changes down as one event, then starts its delivery after the response. */
function clinic_site_events_at_shutdown(): void {
	$changes = array_values( clinic_site_event_changes() );
	if ( ! $changes || ! clinic_site_events_configured() ) {
		return;
	}
	clinic_site_queue_event( $changes );
	clinic_site_start_delivery();
}
