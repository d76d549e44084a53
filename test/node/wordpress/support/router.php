<?php
/**
 * Router of `php -S` for the test WordPress: writes down every HTTP request it receives, answers 404
 * outside `/cms-service/`, and lets the built-in server run WordPress below it (PATH_INFO included).
 */
$line = json_encode([
    'kind' => 'http',
    'method' => $_SERVER['REQUEST_METHOD'],
    'uri' => $_SERVER['REQUEST_URI'],
], JSON_UNESCAPED_SLASHES);
file_put_contents(getenv('WP_TEST_LOG'), $line . "\n", FILE_APPEND | LOCK_EX);

$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '';
if ($path !== '/cms-service' && !str_starts_with($path, '/cms-service/')) {
    http_response_code(404);
    header('Content-Type: text/plain');
    echo "Not found\n";
    return true;
}
return false;
