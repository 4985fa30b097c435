/** Find me's API paths, apart from the schemas: the gallery's first view loads these alone (decision 293). */
export const findMeApi = {
  status: (galleryId: string) => `/api/galleries/${galleryId}/find-me`,
  guest: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/find-me`,
  selfie: (photographerId: string, galleryId: string, selfieId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/find-me/selfies/${selfieId}`,
};
