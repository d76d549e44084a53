<?php
/**
 * Plugin Name: Clinic test routes
 * Description: For the real-WordPress tests only. Registers the one route the clinic's site passes
 * on from browsers (the JWT Authentication plugin's token check), and writes down every REST route
 * WordPress dispatches, with its method and whether the request carried a body.
 */

add_action('rest_api_init', function () {
    register_rest_route('jwt-auth/v1', '/token/validate', [
        'methods' => 'POST',
        'permission_callback' => '__return_true',
        'callback' => 'clinic_test_validate_token',
    ]);
});

/**
 * The JWT plugin's answers (valid, or 403 invalid), and two answers of a WordPress gone wrong, chosen
 * by the token: `broken-html` (a PHP error page) and `broken-notice` (a PHP notice printed before the JSON).
 */
function clinic_test_validate_token(WP_REST_Request $request)
{
    $token = preg_replace('/^Bearer\s+/i', '', (string) $request->get_header('authorization'));
    if ($token === 'broken-html') {
        status_header(500);
        header('Content-Type: text/html; charset=UTF-8');
        echo "<!DOCTYPE html>\n<html><body><p>There has been a critical error on this website.</p></body></html>\n";
        exit;
    }
    if ($token === 'broken-notice') {
        ini_set('display_errors', '1');
        ini_set('html_errors', '1');
        trigger_error('Undefined array key "token"', E_USER_WARNING);
    }
    if ($token === 'valid-test-token' || $token === 'broken-notice') {
        return ['code' => 'jwt_auth_valid_token', 'data' => ['status' => 200]];
    }
    return new WP_Error('jwt_auth_invalid_token', 'Expired or invalid token', ['status' => 403]);
}

add_filter('rest_pre_dispatch', function ($result, $server, $request) {
    $line = wp_json_encode([
        'kind' => 'rest',
        'method' => $request->get_method(),
        'route' => $request->get_route(),
        'body' => $request->get_body() !== '' || !empty($_POST) || !empty($_FILES),
    ], JSON_UNESCAPED_SLASHES);
    file_put_contents(CLINIC_TEST_LOG, $line . "\n", FILE_APPEND | LOCK_EX);
    return $result;
}, 0, 3);
