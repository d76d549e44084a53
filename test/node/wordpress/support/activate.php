<?php
/**
 * Activates the Clinic Site plugin in the test WordPress, as `wp plugin activate clinic-site` does.
 * Run with php-cli from the suite, with the same environment as the server.
 */
$home = parse_url(getenv('WP_TEST_HOME'));
$_SERVER['HTTP_HOST'] = $home['host'] . ':' . $home['port'];
$_SERVER['REQUEST_URI'] = $home['path'] . '/wp-admin/plugins.php';
require getenv('WP_TEST_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = activate_plugin('clinic-site/clinic-site.php');
if (is_wp_error($result)) {
    fwrite(STDERR, 'activate_plugin failed: ' . $result->get_error_message() . "\n");
    exit(1);
}
flush_rewrite_rules(true);
echo json_encode(['active' => is_plugin_active('clinic-site/clinic-site.php')]), "\n";
