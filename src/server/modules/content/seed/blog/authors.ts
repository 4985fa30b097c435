/** The blog's authors, shared by several seeded posts. */
export const authors = {
  chinedu: {
    name: 'Chinedu Okafor',
    role: 'Senior Photographer',
    bio: 'Chinedu has photographed weddings and events across Nigeria for over ten years and teaches workshops on lighting and gear.',
  },
  amaka: {
    name: 'Amaka Nwachukwu',
    role: 'Business Coach for Creatives',
    bio: 'Amaka helps photographers and studios in Lagos and Abuja price their work, win better clients and grow sustainable businesses.',
  },
  tunde: {
    name: 'Tunde Adeyemi',
    role: 'Portrait and Documentary Photographer',
    bio: 'Tunde documents festivals and people across the South-West and has exhibited his cultural portraits in Lagos and London.',
  },
  aisha: {
    name: 'Aisha Bello',
    role: 'Nature Photographer and Guide',
    bio: 'Aisha leads photography expeditions to Yankari, Gashaka-Gumti and the Obudu plateau, and writes about conservation.',
  },
  team: {
    name: 'The Aworan Team',
    role: 'Product and Photographer Success',
    bio: 'We build Aworan in Lagos and talk to photographers every week to make the platform simpler and more useful.',
  },
} as const;
