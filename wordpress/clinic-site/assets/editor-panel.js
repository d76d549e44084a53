/**
 * Clinic Site: the block editor's "Clinic site fields" panel. Plain JavaScript on WordPress's own
 * packages (no build step): one control per field of the post being edited, written to the post's
 * meta as the block editor saves it. The fields and their kinds come from window.clinicSiteFields
 * (includes/editor.php); the classic editor's box has the same layout. The block keeps every name
 * out of the page's global scope.
 */
{
  const { wp, clinicSiteFields: config } = window;
  const el = wp.element.createElement;
  const { TextControl, TextareaControl, ToggleControl, SelectControl } = wp.components;
  const { __ } = wp.i18n;
  const Panel = wp.editPost?.PluginDocumentSettingPanel ?? wp.editor?.PluginDocumentSettingPanel;
  const address = ["street", "city", "state", "zip"];
  const parts = {
    image: ["src", "width", "height", "alt"],
    image_or_null: ["src", "width", "height", "alt"],
    address,
  };

  /** A list kind's value as lines of text, and back. */
  const linesOf = (kind, value) => {
    const list = Array.isArray(value) ? value : [];
    return kind === "hours" ? list.map((h) => `${h.day} ${h.open} ${h.close}`).join("\n") : list.join("\n");
  };
  const fromLines = (kind, text) => {
    const lines = text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (kind !== "hours") return lines;
    return lines.map((line) => {
      const [day, open = "", close = ""] = line.split(/\s+/);
      return { day: Number(day), open, close };
    });
  };

  /** One text control per part of an object kind. */
  const objectControls = (item, value, set, names) => {
    const current = value && typeof value === "object" ? value : {};
    return names.map((part) => {
      const numeric = part === "width" || part === "height";
      return el(TextControl, {
        key: part,
        label: `${item.field} ${part}`,
        type: numeric ? "number" : "text",
        value: current[part] === undefined || current[part] === null ? "" : String(current[part]),
        onChange: (text) => set({ ...current, [part]: numeric ? Number(text) : text }),
      });
    });
  };

  /** The control of one field, by its kind. */
  const control = (item, value, set) => {
    const { kind, key, field } = item;
    if (parts[kind]) return el("div", { key }, objectControls(item, value, set, parts[kind]));
    if (kind === "venue") {
      const venue = value && typeof value === "object" ? value : { name: "", address: {} };
      return el(
        "div",
        { key },
        el(TextControl, {
          label: `${field} name`,
          value: venue.name ?? "",
          onChange: (name) => set({ ...venue, name }),
        }),
        objectControls(item, venue.address, (next) => set({ ...venue, address: next }), address),
      );
    }
    if (kind === "boolean")
      return el(ToggleControl, { key, label: field, checked: Boolean(value), onChange: set });
    if (kind === "employment_type")
      return el(SelectControl, {
        key,
        label: field,
        value: value ?? "",
        options: [{ label: "—", value: "" }, ...config.employmentTypes.map((t) => ({ label: t, value: t }))],
        onChange: set,
      });
    if (kind === "strings" || kind === "hours")
      return el(TextareaControl, {
        key,
        label: field,
        help:
          kind === "hours"
            ? __(
                'One a line: day (0 Sunday … 6 Saturday), opening and closing time, as "1 08:00 17:00".',
                "clinic-site",
              )
            : __("One a line.", "clinic-site"),
        value: linesOf(kind, value),
        onChange: (text) => set(fromLines(kind, text)),
      });
    const numeric = kind === "number" || kind === "money";
    return el(TextControl, {
      key,
      label: field,
      type: numeric ? "number" : "text",
      value: value === undefined || value === null ? "" : String(value),
      onChange: (text) => set(numeric ? (text === "" ? null : Number(text)) : text),
    });
  };

  const FieldsPanel = () => {
    const meta = wp.data.useSelect(
      (select) => select("core/editor").getEditedPostAttribute("meta") ?? {},
      [],
    );
    const { editPost } = wp.data.useDispatch("core/editor");
    return el(
      Panel,
      { name: "clinic-site-fields", title: __("Clinic site fields", "clinic-site") },
      config.fields.map((item) =>
        control(item, meta[item.key], (value) => editPost({ meta: { [item.key]: value } })),
      ),
    );
  };

  if (Panel && config) wp.plugins.registerPlugin("clinic-site-fields", { render: FieldsPanel });
}
