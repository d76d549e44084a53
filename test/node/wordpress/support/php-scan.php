<?php
/**
 * Reads PHP files with PHP's own tokenizer and prints, one a line, every place that breaks the
 * plugin's two rules a reviewer checks first: a register_rest_route() call whose arguments name no
 * `permission_callback`, and output (echo, print, printf, vprintf, <?=, _e, _ex, exit/die with a
 * message) that is not a literal, a number, an integer cast or the direct result of an escaping
 * function. A line may be excused with a `phpcs:ignore WordPress.Security.EscapeOutput` comment
 * that gives its reason. Usage: php php-scan.php FILE…; prints nothing when every file keeps them.
 */

/** Functions whose result is safe to print (checked() and its kin print a fixed attribute). */
const ESCAPERS = [
    'esc_html', 'esc_attr', 'esc_url', 'esc_textarea', 'esc_js', 'esc_xml', 'esc_html__', 'esc_attr__',
    'esc_html_x', 'esc_attr_x', 'wp_kses', 'wp_kses_post', 'wp_kses_data', 'absint', 'intval', 'wp_json_encode',
    'number_format_i18n', 'count', 'checked', 'selected', 'disabled',
];
/** Functions that print their arguments. */
const PRINTERS = ['printf', 'vprintf', '_e', '_ex'];

/** The tokens of `$file` without whitespace and comments, and the lines excused by a comment. */
function tokens(string $file): array
{
    $kept = [];
    $excused = [];
    foreach (token_get_all(file_get_contents($file)) as $token) {
        if (is_array($token) && in_array($token[0], [T_COMMENT, T_DOC_COMMENT], true)) {
            if (preg_match('/phpcs:ignore[^\n]*WordPress\.Security\.EscapeOutput[^\n]*--\s*\S/', $token[1])) {
                $excused[$token[2]] = true;
            }
            continue;
        }
        if (is_array($token) && $token[0] === T_WHITESPACE) {
            continue;
        }
        $kept[] = $token;
    }
    return [$kept, $excused];
}

function text($token): string
{
    return is_array($token) ? $token[1] : $token;
}

function line(array $tokens, int $at): int
{
    for ($i = $at; $i >= 0; $i--) {
        if (is_array($tokens[$i])) {
            return $tokens[$i][2];
        }
    }
    return 0;
}

/** The index of the token closing the bracket opened at `$open`. */
function closing(array $tokens, int $open): int
{
    $depth = 0;
    for ($i = $open; $i < count($tokens); $i++) {
        $t = text($tokens[$i]);
        if (in_array($t, ['(', '[', '{'], true) || (is_array($tokens[$i]) && in_array($tokens[$i][0], [T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES], true))) {
            $depth++;
        } elseif (in_array($t, [')', ']', '}'], true)) {
            $depth--;
            if ($depth === 0) {
                return $i;
            }
        }
    }
    return count($tokens) - 1;
}

/** Whether the expression `$tokens[$from..$to]` is safe to print. */
function safe(array $tokens, int $from, int $to): bool
{
    if ($from > $to) {
        return true;
    }
    // Split on top-level `.` and `,`; each part must be safe alone.
    $depth = 0;
    for ($i = $from; $i <= $to; $i++) {
        $t = text($tokens[$i]);
        if (in_array($t, ['(', '['], true)) {
            $depth++;
        } elseif (in_array($t, [')', ']'], true)) {
            $depth--;
        } elseif ($depth === 0 && ($t === '.' || $t === ',')) {
            return safe($tokens, $from, $i - 1) && safe($tokens, $i + 1, $to);
        }
    }
    $first = $tokens[$from];
    if ($from === $to && is_array($first) && in_array($first[0], [T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER], true)) {
        return true;
    }
    if ($from === $to && is_array($first) && $first[0] === T_STRING && strtoupper($first[1]) === $first[1]) {
        return true; // A constant such as PHP_EOL.
    }
    if (is_array($first) && in_array($first[0], [T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST], true)) {
        return true;
    }
    if ($text = text($first) and $text === '(' && closing($tokens, $from) === $to) {
        return safe($tokens, $from + 1, $to - 1);
    }
    $name = strtolower(ltrim(text($first), '\\'));
    return is_array($first) && in_array($first[0], [T_STRING, T_NAME_FULLY_QUALIFIED], true)
        && in_array($name, ESCAPERS, true)
        && text($tokens[$from + 1] ?? '') === '('
        && closing($tokens, $from + 1) === $to;
}

foreach (array_slice($argv, 1) as $file) {
    [$tokens, $excused] = tokens($file);
    for ($i = 0; $i < count($tokens); $i++) {
        $token = $tokens[$i];
        $name = is_array($token) ? strtolower($token[1]) : '';
        $line = line($tokens, $i);
        if (is_array($token) && $token[0] === T_STRING && $name === 'register_rest_route' && text($tokens[$i + 1] ?? '') === '(') {
            $end = closing($tokens, $i + 1);
            $named = false;
            for ($j = $i + 2; $j < $end; $j++) {
                $named = $named || (is_array($tokens[$j]) && trim($tokens[$j][1], '\'"') === 'permission_callback');
            }
            if (!$named) {
                echo "{$file}:{$line}: register_rest_route without a permission_callback\n";
            }
            continue;
        }
        $printer = is_array($token) && in_array($token[0], [T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO], true);
        $call = is_array($token) && $token[0] === T_STRING && in_array($name, PRINTERS, true) && text($tokens[$i + 1] ?? '') === '(';
        $quit = is_array($token) && $token[0] === T_EXIT && text($tokens[$i + 1] ?? '') === '(';
        if (!$printer && !$call && !$quit) {
            continue;
        }
        if ($printer) {
            $end = $i + 1;
            while ($end < count($tokens) && !in_array(text($tokens[$end]), [';', '?>'], true) && !(is_array($tokens[$end]) && $tokens[$end][0] === T_CLOSE_TAG)) {
                $end = text($tokens[$end]) === '(' || text($tokens[$end]) === '[' ? closing($tokens, $end) + 1 : $end + 1;
            }
            $ok = safe($tokens, $i + 1, $end - 1);
        } else {
            $end = closing($tokens, $i + 1);
            // printf's format is its first argument: a literal, or escaped; so is every other argument.
            $ok = in_array($name, ['_e', '_ex'], true) ? false : safe($tokens, $i + 2, $end - 1);
            if ($quit) {
                $only = $end === $i + 3 && is_array($tokens[$i + 2]) && $tokens[$i + 2][0] === T_LNUMBER;
                $ok = $only || $end === $i + 2 || safe($tokens, $i + 2, $end - 1);
            }
        }
        if (!$ok && empty($excused[$line])) {
            echo "{$file}:{$line}: output not escaped: " . implode(' ', array_map('text', array_slice($tokens, $i, min(12, $end - $i + 1)))) . "\n";
        }
    }
}
