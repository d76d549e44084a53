<?php
/**
 * The test WordPress's own configuration, in place of Debian's wp-config.php (which reads
 * /etc/wordpress/config-<host>.php): every machine-specific value comes from the environment the
 * suite sets (test/node/wordpress/support/wordpress.ts).
 */
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', getenv('WP_TEST_DB_PASSWORD'));
define('DB_HOST', 'localhost:' . getenv('WP_TEST_DB_SOCKET'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';

foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $name) {
    define($name, getenv('WP_TEST_SALT') . $name);
}

define('WP_HOME', getenv('WP_TEST_HOME'));
define('WP_SITEURL', getenv('WP_TEST_HOME'));
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_CONTENT_URL', WP_HOME . '/wp-content');
// Nothing runs behind the probes' backs: no cron requests, no calls out, no updates.
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_DEBUG', false);
/** Where the must-use plugin and the router write what WordPress received (one JSON object a line). */
define('CLINIC_TEST_LOG', getenv('WP_TEST_LOG'));

/** A test's own constants (startWordPress's `constants`). */
if (getenv('WP_TEST_EXTRA_CONFIG')) {
    require getenv('WP_TEST_EXTRA_CONFIG');
}

if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
