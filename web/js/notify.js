// A turn that comes while the tab is hidden: the title says so, and a notification too if
// the person allowed it (a button asks, as browsers want it asked on a click).

import {h} from "./dom.js";
import {t} from "./i18n.js";

export class TurnSignal {
    constructor() {
        this.title = document.title;
        this.due = false;
        /** Whether the title says that a turn came, until the tab is seen. */
        this.signalled = false;
        document.addEventListener("visibilitychange", () => {
            if (document.hidden) return;
            this.signalled = false;
            document.title = this.title;
        });
    }

    /** @param {string} title  the page's title while nothing is signalled */
    setTitle(title) {
        this.title = title;
        // A title that changes while a turn is signalled (the game's name come) keeps the sign.
        if (!document.hidden) document.title = title;
        else if (this.signalled) document.title = this.signalledTitle();
    }

    signalledTitle() {
        return `● ${t("Your turn")} · ${this.title}`;
    }

    /**
     * The seat's decision is due, or not: signalled when it becomes due in a hidden tab.
     * @param {boolean} due
     */
    decision(due) {
        const began = due && !this.due;
        this.due = due;
        if (!began || !document.hidden) return;
        this.signalled = true;
        document.title = this.signalledTitle();
        if (typeof Notification !== "undefined" && Notification.permission === "granted") {
            new Notification(t("Your turn"), {body: this.title, tag: "dicebox-turn"});
        }
    }

    /** The button that asks to be notified, where the browser may still ask; else null. */
    askButton() {
        if (typeof Notification === "undefined" || Notification.permission !== "default") return null;
        const button = h("button", {type: "button", class: "secondary", onclick: async () => {
            await Notification.requestPermission();
            button.remove();
        }}, t("Notify me of my turn"));
        return button;
    }
}
