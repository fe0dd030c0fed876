// The invitation is the table's link: copied, or handed to the system's share sheet
// where the browser has one.

import {announce, h} from "./dom.js";
import {t} from "./i18n.js";

/**
 * @param {string} code
 * @param {string} gameName
 * @returns {HTMLElement}
 */
export function shareBox(code, gameName) {
    const link = `${location.origin}/t/${code}`;
    const field = h("input", {id: "share-link", readonly: true, value: link, "aria-label": t("The table's link")});
    const copy = h("button", {type: "button", onclick: async () => {
        announce(await copied(link, field) ? t("The link is copied.") : t("Copy the link from the field."));
    }}, t("Copy"));
    const buttons = h("div", {class: "buttons"}, copy);
    if (typeof navigator.share === "function") {
        buttons.append(h("button", {type: "button", class: "secondary", onclick: () => {
            navigator.share({title: `dicebox · ${gameName}`, text: t("Join my %1 table", gameName), url: link}).catch(() => {});
        }}, t("Share…")));
    }
    return h("div", {class: "share stack"}, h("label", {for: "share-link"}, t("Invite with this link:")), field, buttons);
}

/**
 * Copies `text`: with the clipboard's interface where the page may use it, else by
 * selecting it in `field` and the older copy command.
 * @param {string} text
 * @param {HTMLInputElement} field
 * @returns {Promise<boolean>}
 */
async function copied(text, field) {
    try {
        await navigator.clipboard.writeText(text);
        return true;
    } catch {
        field.select();
        try {
            return document.execCommand("copy");
        } catch {
            return false;
        }
    }
}
