/** @module English texts of breadcrumb trails. */
export const crumbs = {
  label: "Breadcrumb",
  home: "Home",
  page: "Page {page}",
} as const;
