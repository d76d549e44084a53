<?php
/**
 * Clinic Site: preview.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;
