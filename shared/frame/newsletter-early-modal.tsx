/** @module The newsletter modal's early copy: a template the page's loader shows on Sign Up before the island is live. */

import { ModalFrame } from "../components/modal.tsx";
import { useT } from "../hooks/use-locale.ts";
import { earlyTemplateId, modalId, modalSize, SignupForm } from "../islands/newsletter.tsx";
import { initialNewsletter } from "../lib/newsletter-flow.ts";

/**
 * Rendered by the server beside the newsletter island (outside it: the client never hydrates it).
 * The loader copies it out when Sign Up is pressed before the island is live, so the modal opens
 * with the press; the island replaces the copy with its own modal, keeping what was typed in it.
 */
export function NewsletterEarlyModal() {
  const t = useT();
  return (
    <template id={earlyTemplateId}>
      <ModalFrame early id={modalId} headline={t("newsletter.modalHeading")} {...modalSize}>
        <SignupForm state={initialNewsletter} />
      </ModalFrame>
    </template>
  );
}
