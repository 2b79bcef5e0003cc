// Shape of a static legal text rendered by the web app. Section ids are stable anchors
// shared by every locale, so a link such as /politica-de-privacidade#retencao works
// whatever language the page is shown in.
export interface LegalDocument {
  title: string;
  /** ISO date of the last update, which is also the version's name. */
  updatedAt: string;
  /** Sanitised HTML. */
  intro: string;
  sections: {
    /** kebab-case anchor */
    id: string;
    heading: string;
    /** Sanitised HTML. */
    html: string;
  }[];
}
