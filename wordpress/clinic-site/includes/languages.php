<?php
/**
 * Clinic Site: languages. Every read asks the one object `clinic_site_languages()` returns which
 * version of a post answers in a language. The plugin's own answer links each translation to its
 * original with two protected meta fields; a Polylang or WPML adapter implements the same interface
 * and is returned from the `clinic_site_languages` filter (docs/wordpress.md, "Languages").
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** What the plugin needs to know about languages, and nothing more. */
interface Clinic_Site_Languages {
	/**
	 * The site's locales, the default first (shared/i18n/locales.ts).
	 *
	 * @return string[]
	 */
	public function locales(): array;

	/**
	 * The published version of `$original` in `$locale`, or null when it has none.
	 *
	 * @param WP_Post $original An original (default-language) post.
	 * @param string  $locale   A locale other than the default.
	 */
	public function translation( WP_Post $original, string $locale ): ?WP_Post;

	/**
	 * The published translation of some fields alone of `$original` in `$locale` (a staff member's
	 * role before the biography), or null. The item stays in the original's language.
	 *
	 * @param WP_Post $original An original post.
	 * @param string  $locale   A locale other than the default.
	 */
	public function fields_alone( WP_Post $original, string $locale ): ?WP_Post;

	/**
	 * The original of `$post` when it is a translation, else null.
	 *
	 * @param WP_Post $post Any post.
	 */
	public function original_of( WP_Post $post ): ?WP_Post;

	/**
	 * The arguments that keep a WP_Query to originals.
	 *
	 * @return array
	 */
	public function originals_only(): array;

	/**
	 * Records `$translation_id` as the version of `$original_id` in `$locale`.
	 *
	 * @param int    $original_id    The original.
	 * @param int    $translation_id Its translation.
	 * @param string $locale         The translation's locale.
	 * @param bool   $alone          Whether it translates some fields alone (see fields_alone).
	 */
	public function link( int $original_id, int $translation_id, string $locale, bool $alone = false ): void;
}

/** Translations as posts of their own, linked to their original by protected meta. */
final class Clinic_Site_Linked_Posts implements Clinic_Site_Languages {
	const ORIGINAL = '_clinic_site_translation_of';
	const LOCALE   = '_clinic_site_locale';
	const ALONE    = '_clinic_site_fields_alone';

	/**
	 * Published translations by locale and post type: original id => translation.
	 *
	 * @var array<string, array<int, WP_Post>>
	 */
	private array $found = array();

	/** {@inheritDoc} */
	public function locales(): array {
		return array( 'en', 'es' );
	}

	/** {@inheritDoc} */
	public function translation( WP_Post $original, string $locale ): ?WP_Post {
		return $this->linked( $original, $locale, false );
	}

	/** {@inheritDoc} */
	public function fields_alone( WP_Post $original, string $locale ): ?WP_Post {
		return $this->linked( $original, $locale, true );
	}

	/**
	 * The published post linked to `$original` in `$locale`, whole or of fields alone.
	 *
	 * @param WP_Post $original An original post.
	 * @param string  $locale   A locale.
	 * @param bool    $alone    Which of the two.
	 */
	private function linked( WP_Post $original, string $locale, bool $alone ): ?WP_Post {
		$slot = $locale . ' ' . $original->post_type . ' ' . ( $alone ? 'alone' : 'whole' );
		if ( ! isset( $this->found[ $slot ] ) ) {
			$this->found[ $slot ] = array();
			$posts                = get_posts(
				array(
					'post_type'        => $original->post_type,
					'post_status'      => 'publish',
					'posts_per_page'   => -1,
					'suppress_filters' => true,
					'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery -- one query per type and request.
						array(
							'key'   => self::LOCALE,
							'value' => $locale,
						),
					),
				)
			);
			foreach ( $posts as $post ) {
				if ( (bool) get_post_meta( $post->ID, self::ALONE, true ) === $alone ) {
					$this->found[ $slot ][ (int) get_post_meta( $post->ID, self::ORIGINAL, true ) ] = $post;
				}
			}
		}
		return $this->found[ $slot ][ $original->ID ] ?? null;
	}

	/** {@inheritDoc} */
	public function original_of( WP_Post $post ): ?WP_Post {
		$id = (int) get_post_meta( $post->ID, self::ORIGINAL, true );
		return $id ? get_post( $id ) : null;
	}

	/** {@inheritDoc} */
	public function originals_only(): array {
		return array(
			'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery -- the link is meta by design.
				array(
					'key'     => self::ORIGINAL,
					'compare' => 'NOT EXISTS',
				),
			),
		);
	}

	/** {@inheritDoc} */
	public function link( int $original_id, int $translation_id, string $locale, bool $alone = false ): void {
		update_post_meta( $translation_id, self::ORIGINAL, $original_id );
		update_post_meta( $translation_id, self::LOCALE, $locale );
		if ( $alone ) {
			update_post_meta( $translation_id, self::ALONE, '1' );
		} else {
			delete_post_meta( $translation_id, self::ALONE );
		}
		$this->found = array();
	}
}

/** The languages in use: the plugin's linked posts unless an adapter is filtered in. */
function clinic_site_languages(): Clinic_Site_Languages {
	static $languages = null;
	if ( null === $languages ) {
		/**
		 * Filters the languages adapter (a Polylang or WPML adapter returns its own).
		 *
		 * @param Clinic_Site_Languages $languages The plugin's linked posts.
		 */
		$languages = apply_filters( 'clinic_site_languages', new Clinic_Site_Linked_Posts() );
	}
	return $languages;
}
