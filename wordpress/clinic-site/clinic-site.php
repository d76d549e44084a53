<?php
/**
 * Plugin Name:       Clinic Site
 * Description:       Serves the clinic website's content contract (v1) from WordPress content, tells the site what changed on every save, and opens editor previews on the site.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            The clinic website team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       clinic-site
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;

define( 'CLINIC_SITE_VERSION', '0.1.0' );
define( 'CLINIC_SITE_FILE', __FILE__ );
define( 'CLINIC_SITE_DIR', __DIR__ );

/*
 * Each file registers its own hooks. Content and the v1 contract first; what reaches the site
 * (change events, previews, front-end redirects) after.
 */
$clinic_site_parts = array(
	'model', 'schema', 'languages', 'post-types', 'rest-scope', 'items', 'rest', 'rest-collections', 'settings', 'import', 'import-save',
	'validate', 'validate-hooks', 'editor-fields', 'editor', 'events',
	'preview-token', 'preview-rest', 'preview',
	'front-end-routes', 'front-end',
);
foreach ( $clinic_site_parts as $clinic_site_part ) {
	require_once __DIR__ . "/includes/{$clinic_site_part}.php";
}
unset( $clinic_site_parts, $clinic_site_part );
