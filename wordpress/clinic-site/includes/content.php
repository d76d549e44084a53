<?php
/**
 * Clinic Site: content.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;
