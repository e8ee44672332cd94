import { BusinessMap } from "../components/map/business-map.tsx";
import { island } from "../lib/islands/island.tsx";

/** The contact page's map: Leaflet and the tiles load only when the map's place comes near the window. */
export default island("business-map", BusinessMap, "visible");
