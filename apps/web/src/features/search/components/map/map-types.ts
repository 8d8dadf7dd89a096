// The map's own shapes, shared by its queries, keys and panels.

/** A company on the map: its identifier and coordinates. */
export interface MapCompany {
  muns: string;
  latitude: number;
  longitude: number;
}

/** A circle around a point, in miles. */
export interface MapCircle {
  latitude: number;
  longitude: number;
  miles: number;
}
