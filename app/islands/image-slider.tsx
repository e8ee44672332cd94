import { ImageSlider } from "../components/sections/image-slider.tsx";
import { island } from "../lib/islands/island.tsx";

/** A service's photos or drawings in a slider: its buttons start when it comes near the window. */
export default island("image-slider", ImageSlider, "visible");
