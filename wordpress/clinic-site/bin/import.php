<?php
/**
 * Imports a content bundle (`npm run cms:bundle`) into a WordPress where the Clinic Site plugin is
 * active: php bin/import.php --wordpress <WordPress dir> --bundle <file>. Idempotent: running it again
 * updates the same posts. Exits 0 when every item was imported, 1 otherwise, 2 on bad arguments.
 *
 * @package ClinicSite
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}

$clinic_site_args = getopt( '', array( 'wordpress:', 'bundle:' ) );
$clinic_site_root = rtrim( (string) ( $clinic_site_args['wordpress'] ?? '' ), '/' );
$clinic_site_file = (string) ( $clinic_site_args['bundle'] ?? '' );
if ( ! is_file( $clinic_site_root . '/wp-load.php' ) || ! is_readable( $clinic_site_file ) ) {
	fwrite( STDERR, "Usage: php bin/import.php --wordpress <WordPress dir (with wp-load.php)> --bundle <bundle.json>\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a command-line tool.
	exit( 2 );
}

// An import, as WordPress's importers say it: the plugin records one change that refreshes every page
// instead of one per post, and WordPress skips what it does per post for an editor (pings, checks).
define( 'WP_IMPORTING', true );

// WordPress reads its address from the request; a command line has none.
$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? 'localhost';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';
require $clinic_site_root . '/wp-load.php';

if ( ! function_exists( 'clinic_site_import' ) ) {
	fwrite( STDERR, "The Clinic Site plugin is not active in this WordPress: activate it first (Plugins, or `wp plugin activate clinic-site`).\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a command-line tool.
	exit( 1 );
}

$clinic_site_bundle = json_decode( (string) file_get_contents( $clinic_site_file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file.
if ( ! is_array( $clinic_site_bundle ) ) {
	fwrite( STDERR, "The bundle is not JSON: {$clinic_site_file}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a command-line tool.
	exit( 1 );
}

$clinic_site_report = clinic_site_import( $clinic_site_bundle );
echo wp_json_encode( $clinic_site_report, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON on a terminal.
if ( $clinic_site_report['errors'] ) {
	exit( 1 );
}
exit( 0 );
