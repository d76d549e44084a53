<?php
/**
 * Installs the test WordPress without its web installer, as `wp core install` does: wp_install, then
 * PATHINFO permalinks. Run with php-cli from the suite, with the same environment as the server.
 */
define('WP_INSTALLING', true);
$home = parse_url(getenv('WP_TEST_HOME'));
$_SERVER['HTTP_HOST'] = $home['host'] . ':' . $home['port'];
$_SERVER['REQUEST_URI'] = $home['path'] . '/wp-admin/install.php';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/** No mail server here: the new site's notification email is not sent. */
function wp_new_blog_notification($blog_title, $blog_url, $user_id, $password)
{
}

require getenv('WP_TEST_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$installed = wp_install('Clinic test WordPress', 'admin', 'admin@example.org', false, '', wp_generate_password(24));
if (is_wp_error($installed) || empty($installed['user_id'])) {
    fwrite(STDERR, "wp_install failed\n");
    exit(1);
}
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/index.php/%year%/%monthnum%/%postname%/');
$wp_rewrite->flush_rules(true);

echo json_encode([
    'version' => get_bloginfo('version'),
    'home' => home_url(),
    'siteurl' => site_url(),
    'permalink_structure' => get_option('permalink_structure'),
    'rest_url' => rest_url(),
], JSON_UNESCAPED_SLASHES), "\n";
