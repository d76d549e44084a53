<?php
/**
 * Clinic Site: the content model. One table says, for each collection of the v1 contract, its post
 * type and how each field of the contract is stored; post types, meta, the REST answers, the import
 * and the editor panels are all read from it.
 *
 * Field kinds: `id`, `slug`, `title`, `excerpt`, `content`, `created`, `modified` are the post's own
 * columns; `department` is the department taxonomy; every other kind is post meta `clinic_<field>`.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

/** Field kinds kept in the post's own columns (or its taxonomy), not in meta. */
const CLINIC_SITE_CORE_KINDS = array( 'id', 'slug', 'title', 'excerpt', 'content', 'created', 'modified', 'department' );

/** The site's department keys (shared/cms/departments.ts), with their names in wp-admin. */
function clinic_site_departments(): array {
	return array(
		'administration'     => __( 'Administration', 'clinic-site' ),
		'behavioral-health'  => __( 'Behavioral health', 'clinic-site' ),
		'community-outreach' => __( 'Community outreach', 'clinic-site' ),
		'dental'             => __( 'Dental', 'clinic-site' ),
		'medical'            => __( 'Medical', 'clinic-site' ),
		'nursing'            => __( 'Nursing', 'clinic-site' ),
		'pharmacy'           => __( 'Pharmacy', 'clinic-site' ),
	);
}

/** Google's JobPosting employmentType values (shared/cms/schemas.ts). */
const CLINIC_SITE_EMPLOYMENT_TYPES = array( 'FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'PER_DIEM' );

/**
 * The collections: contract name => post type, labels, the field its URL is built from (`key`),
 * list order (`menu`: the editor's order; `created`: newest first; `start`: soonest first), the
 * fields a translation may carry alone (`alone`, optional) and the contract's fields in the
 * contract's order, each with its kind.
 *
 * @return array<string, array>
 */
function clinic_site_collections(): array {
	static $collections = null;
	if ( null !== $collections ) {
		return $collections;
	}
	$collections = array(
		'health-services' => array(
			'post_type' => 'clinic_service',
			'label'     => __( 'Health services', 'clinic-site' ),
			'singular'  => __( 'Health service', 'clinic-site' ),
			'key'       => 'url_slug',
			'order'     => 'menu',
			'fields'    => array(
				'id'            => 'id',
				'url_slug'      => 'slug',
				'display_title' => 'title',
				'summary'       => 'excerpt',
				'content'       => 'content',
				'image'         => 'image',
				'modified'      => 'modified',
			),
		),
		'locations'       => array(
			'post_type' => 'clinic_location',
			'label'     => __( 'Locations', 'clinic-site' ),
			'singular'  => __( 'Location', 'clinic-site' ),
			'key'       => 'post_name',
			'order'     => 'menu',
			'fields'    => array(
				'id'           => 'id',
				'post_name'    => 'slug',
				'nav_title'    => 'string',
				'title'        => 'title',
				'summary'      => 'excerpt',
				'content'      => 'content',
				'address'      => 'address',
				'phone_number' => 'phone',
				'fax_number'   => 'phone',
				'timezone'     => 'string',
				'hours'        => 'hours',
				'lat'          => 'number',
				'lng'          => 'number',
				'services'     => 'strings',
				'image'        => 'image',
				'modified'     => 'modified',
			),
		),
		'teams'           => array(
			'post_type' => 'clinic_team',
			'label'     => __( 'Teams', 'clinic-site' ),
			'singular'  => __( 'Team', 'clinic-site' ),
			'key'       => 'post_name',
			'order'     => 'menu',
			'fields'    => array(
				'id'        => 'id',
				'post_name' => 'slug',
				'nav_title' => 'string',
				'title'     => 'title',
				'purpose'   => 'content',
				'image'     => 'image',
				'modified'  => 'modified',
			),
		),
		'staff_members'   => array(
			'post_type' => 'clinic_staff',
			'label'     => __( 'Staff members', 'clinic-site' ),
			'singular'  => __( 'Staff member', 'clinic-site' ),
			'key'       => 'id',
			'order'     => 'menu',
			'alone'     => array( 'role' ),
			'fields'    => array(
				'id'                     => 'id',
				'slug'                   => 'slug',
				'name'                   => 'title',
				'credentials'            => 'string',
				'role'                   => 'string',
				'photo'                  => 'image',
				'bio'                    => 'content',
				'team'                   => 'string',
				'locations'              => 'strings',
				'languages'              => 'strings',
				'accepting_new_patients' => 'boolean',
				'modified'               => 'modified',
			),
		),
		'news-stories'    => array(
			'post_type' => 'clinic_news',
			'label'     => __( 'News stories', 'clinic-site' ),
			'singular'  => __( 'News story', 'clinic-site' ),
			'key'       => 'slug',
			'order'     => 'created',
			'fields'    => array(
				'id'       => 'id',
				'slug'     => 'slug',
				'title'    => 'title',
				'excerpt'  => 'excerpt',
				'created'  => 'created',
				'image'    => 'image',
				'featured' => 'boolean',
				'covid'    => 'boolean',
				'content'  => 'content',
				'author'   => 'string',
				'modified' => 'modified',
			),
		),
		'job-openings'    => array(
			'post_type' => 'clinic_job',
			'label'     => __( 'Job openings', 'clinic-site' ),
			'singular'  => __( 'Job opening', 'clinic-site' ),
			'key'       => 'id',
			'order'     => 'created',
			'fields'    => array(
				'id'              => 'id',
				'slug'            => 'slug',
				'title'           => 'title',
				'location'        => 'string',
				'department'      => 'department',
				'employment_type' => 'employment_type',
				'created'         => 'created',
				'description'     => 'content',
				'salary_min'      => 'money',
				'salary_max'      => 'money',
				'apply_url'       => 'url',
				'valid_through'   => 'datetime',
				'modified'        => 'modified',
			),
		),
		'star-events'     => array(
			'post_type' => 'clinic_star_event',
			'label'     => __( 'STAR events', 'clinic-site' ),
			'singular'  => __( 'STAR event', 'clinic-site' ),
			'key'       => 'id',
			'order'     => 'start',
			'fields'    => array(
				'id'          => 'id',
				'slug'        => 'slug',
				'title'       => 'title',
				'summary'     => 'excerpt',
				'description' => 'content',
				'start'       => 'datetime',
				'end'         => 'datetime',
				'venue'       => 'venue',
				'image'       => 'image',
			),
		),
	);
	/**
	 * Filters the content model: a clinic whose WordPress already has post types of its own maps
	 * them here (docs/wordpress.md, "Post types of your own").
	 *
	 * @param array $collections The collections, as above.
	 */
	$collections = apply_filters( 'clinic_site_collections', $collections );
	return $collections;
}

/**
 * The singleton pages, by role: the fields each adds to a plain page (id, slug, title, summary,
 * content, image, modified), in the contract's order. `home` is a page of fields only.
 */
function clinic_site_page_roles(): array {
	$page = array(
		'id'       => 'id',
		'slug'     => 'slug',
		'title'    => 'title',
		'summary'  => 'excerpt',
		'content'  => 'content',
		'image'    => 'image_or_null',
		'modified' => 'modified',
	);
	$star = array_slice( $page, 0, 4, true ) + array(
		'tagline'   => 'string',
		'goal_text' => 'string',
	) + array_slice( $page, 4, null, true );
	$home = array(
		'hero_title'      => 'string',
		'hero_text'       => 'string',
		'hero_image'      => 'image',
		'services_intro'  => 'string',
		'locations_intro' => 'string',
		'star_title'      => 'string',
		'star_text'       => 'string',
		'portal_title'    => 'string',
		'portal_text'     => 'string',
		'social'          => 'social',
	);
	return array(
		'home'     => array(
			'label'  => __( 'Home page', 'clinic-site' ),
			'fields' => $home,
		),
		'about_us' => array(
			'label'  => __( 'About us', 'clinic-site' ),
			'fields' => $page,
		),
		'covid_19' => array(
			'label'  => __( 'COVID-19', 'clinic-site' ),
			'fields' => $page,
		),
		'privacy'  => array(
			'label'  => __( 'Privacy policy', 'clinic-site' ),
			'fields' => $page,
		),
		'star'     => array(
			'label'  => __( 'STAR (giving programme)', 'clinic-site' ),
			'fields' => $star,
		),
		'contact'  => array(
			'label'  => __( 'Contact page', 'clinic-site' ),
			'fields' => $page,
		),
	);
}

/** The collection whose post type is `$post_type`, or null. */
function clinic_site_collection_of( string $post_type ): ?string {
	foreach ( clinic_site_collections() as $name => $collection ) {
		if ( $collection['post_type'] === $post_type ) {
			return $name;
		}
	}
	return null;
}

/** The meta key a field is stored under. */
function clinic_site_meta_key( string $field ): string {
	return 'clinic_' . $field;
}
