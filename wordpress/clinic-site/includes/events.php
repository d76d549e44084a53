<?php
/**
 * Clinic Site: events.
 *
 * @package ClinicSite
 */

defined( 'ABSPATH' ) || exit;
