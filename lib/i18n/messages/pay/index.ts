import en from "./en.json";
import hi from "./hi.json";
import ta from "./ta.json";
import bn from "./bn.json";
import mr from "./mr.json";
import es from "./es.json";
import fr from "./fr.json";
import de from "./de.json";
import pt from "./pt.json";
import ar from "./ar.json";

/** The `pay` namespace in every shipped language (lib/i18n/catalog.ts). */
const messages = { en, hi, ta, bn, mr, es, fr, de, pt, ar };
export default messages;
