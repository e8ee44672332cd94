import BeforeAfter from "../components/sections/before-after.tsx";
import { island } from "../lib/islands/island.tsx";

/** A before/after pair with its handle: the handle starts when the pair comes near the window. */
export default island("before-after", BeforeAfter, "visible");
