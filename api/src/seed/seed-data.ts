/**
 * Demo content for a fresh install: plain constants, read by seed.ts.
 *
 * Coordinates are real town or neighbourhood centres and every ZIP code belongs to its town. Phone numbers use
 * the 555-01xx range reserved for fiction, and church emails and websites live under example.org (reserved by
 * RFC 2606), so claiming a demo church can never send a code to a real congregation.
 */

export type StateCode = "IL" | "IN" | "IA" | "KS" | "MI" | "MN" | "MO" | "NE" | "OH" | "WI";

/** A church's stable natural key: what the seed matches on when it runs again. */
export interface ChurchKey {
  name: string;
  city: string;
  state: StateCode;
}

export interface SeedChurch extends ChurchKey {
  address: string;
  zipCode: string;
  /** null for the church left for the geocoder to place. */
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  website: string;
  pastorName: string;
  serviceTimes: string;
  description: string;
  memberCount: number;
  /** The languages its services are held in (ISO 639-1); English when absent, as the column's default. */
  worshipLanguages?: readonly string[];
  isApproved: boolean;
}

export type SeedEventType =
  | "service"
  | "conference"
  | "study"
  | "fellowship"
  | "outreach"
  | "special"
  | "workshop";

export interface SeedEvent {
  /** The natural key: dates move with the seeding day, so titles alone identify demo events. */
  title: string;
  description: string;
  type: SeedEventType;
  /** Days from the seeding day; negative for past events. */
  startOffsetDays: number;
  /** Days from the seeding day for multi-day events. */
  endOffsetDays?: number;
  /** null for all-day events. */
  time: string | null;
  allDay: boolean;
  host: ChurchKey;
  location: string;
  capacity?: number;
  registrationRequired: boolean;
  callToActionText?: string;
  callToActionUrl?: string;
}

export type ResourceColor =
  | "blue"
  | "purple"
  | "green"
  | "orange"
  | "red"
  | "indigo"
  | "yellow"
  | "pink"
  | "teal"
  | "gray";

export interface SeedResourceType {
  name: string;
  color: ResourceColor;
}

export type SeedResourceTypeName = "video" | "audio" | "document" | "curriculum" | "worship" | "article";

interface SeedResourceBase {
  /** The natural key. */
  title: string;
  description: string;
  type: SeedResourceTypeName;
  fileUrl: string;
  fileName?: string;
  fileSize?: number;
  downloadCount: number;
}

/** Shared by the administrator: uploaded by the admin account, already approved. */
export interface SeedApprovedResource extends SeedResourceBase {
  church?: ChurchKey;
}

/** A public submission awaiting review: no uploader account, the submitter's own details instead. */
export interface SeedPendingResource extends SeedResourceBase {
  submitterName: string;
  submitterEmail: string;
  churchName: string;
}

export interface SeedSocialLink {
  platform: "facebook" | "youtube" | "instagram" | "twitter" | "linkedin";
  url: string;
  isActive: boolean;
}

export type PlantTimeline =
  | "Immediate (0-6 months)"
  | "Short-term (6-12 months)"
  | "Medium-term (1-2 years)"
  | "Long-term (2+ years)"
  | "Flexible";

export interface SeedPlantRequest {
  requestorName: string;
  requestorEmail: string;
  requestorPhone: string;
  cityName: string;
  stateName: StateCode;
  population: number;
  reasonForRequest: string;
  communityNeeds: string;
  existingChurches: string;
  supportNetwork: string;
  timeline: PlantTimeline;
  additionalInfo: string | null;
  latitude: number | null;
  longitude: number | null;
  status: "pending" | "in-progress";
  priority: "high" | "medium" | "low";
  notes: string | null;
}

export interface SeedCandidate {
  firstName: string;
  lastName: string;
  /** The natural key. */
  email: string;
  phone: string;
  age: number;
  maritalStatus: "Single" | "Married" | "Widowed";
  hasChildren: boolean;
  numberOfChildren: number | null;
  currentChurch?: ChurchKey;
  currentRole: string;
  yearsInMinistry: number;
  education: string;
  biblicalEducation: string;
  pastoralExperience: string;
  churchPlantingExperience: string;
  languagesSpoken: string;
  specializations: string;
  geographicPreferences: string;
  communityTypePreference: "Urban" | "Suburban" | "Rural";
  availability: "Immediate" | "3-6 months" | "6-12 months" | "1+ years" | "Flexible";
  supportingChurch: string;
  references: string;
  statement: string;
  additionalInfo: string | null;
  status: "available" | "contacted";
  isApproved: boolean;
  notes: string | null;
  submittedBy: string;
  submitterEmail: string;
}

export const DEMO_CHURCH_USER = {
  email: "pastor@example.org",
  firstName: "Grace",
  lastName: "Miller",
  defaultPassword: "church-demo-password",
} as const;

/** The administrator has no personal name until someone gives one; the site then shows the email. */
export const DEMO_ADMIN_NAME = { firstName: null, lastName: null } as const;

// ---------------------------------------------------------------------------------------------------------------
// Churches
// ---------------------------------------------------------------------------------------------------------------

/** The approved church that the demo church account (pastor@example.org) owns. */
export const OWNED_CHURCH: ChurchKey = { name: "Prairie Light Church", city: "Ames", state: "IA" };

/** Demo churches and events that get a picture painted at seed time (seed-photos.ts); the rest show how a
 * listing without one looks. */
export const PHOTOGRAPHED_CHURCHES: readonly string[] = [
  "Grand Avenue Community Church",
  "Heritage Hill Church",
  "Isthmus Community Church",
  "Lakeview Church of Duluth",
  "Old Market Fellowship",
  "Prairie Light Church",
];
export const PHOTOGRAPHED_EVENTS: readonly string[] = ["Citywide Worship Night", "Hymn Sing and Pie Social"];

const DSM_GRAND: ChurchKey = { name: "Grand Avenue Community Church", city: "Des Moines", state: "IA" };
const DSM_BEAVERDALE: ChurchKey = {
  name: "Beaverdale Christian Fellowship",
  city: "Des Moines",
  state: "IA",
};
const MPLS_DOWNTOWN: ChurchKey = { name: "Loring Park Church", city: "Minneapolis", state: "MN" };
const MPLS_NORTHEAST: ChurchKey = { name: "Northeast Covenant Church", city: "Minneapolis", state: "MN" };
const CHI_LINCOLN_PARK: ChurchKey = { name: "Lincoln Park Community Church", city: "Chicago", state: "IL" };
const OMAHA: ChurchKey = { name: "Old Market Fellowship", city: "Omaha", state: "NE" };
const KC: ChurchKey = { name: "Crossroads Church of Kansas City", city: "Kansas City", state: "MO" };
const STL: ChurchKey = { name: "Washington Avenue Chapel", city: "St. Louis", state: "MO" };
const MADISON: ChurchKey = { name: "Isthmus Community Church", city: "Madison", state: "WI" };
const CEDAR_RAPIDS: ChurchKey = { name: "Cedar River Fellowship", city: "Cedar Rapids", state: "IA" };
const WICHITA: ChurchKey = { name: "Old Town Church Wichita", city: "Wichita", state: "KS" };
const COLUMBUS: ChurchKey = { name: "Broad Street Fellowship", city: "Columbus", state: "OH" };
const GRAND_RAPIDS: ChurchKey = { name: "Heritage Hill Church", city: "Grand Rapids", state: "MI" };
const LINCOLN: ChurchKey = { name: "Haymarket Community Church", city: "Lincoln", state: "NE" };
const DUBUQUE: ChurchKey = { name: "Bluffside Church", city: "Dubuque", state: "IA" };
const ANN_ARBOR: ChurchKey = { name: "Kerrytown Christian Church", city: "Ann Arbor", state: "MI" };
const INDY: ChurchKey = { name: "Meridian Street Fellowship", city: "Indianapolis", state: "IN" };
const ROCHESTER: ChurchKey = { name: "Zumbro Valley Church", city: "Rochester", state: "MN" };
const SPRINGFIELD_IL: ChurchKey = { name: "Capitol Hill Baptist Church", city: "Springfield", state: "IL" };

export const DEMO_CHURCHES: readonly SeedChurch[] = [
  // Illinois: three in the Chicago area so the map clusters there.
  {
    ...CHI_LINCOLN_PARK,
    address: "2132 N Halsted St",
    zipCode: "60614",
    latitude: 41.92035,
    longitude: -87.64877,
    phone: "(773) 555-0118",
    email: "office@lincolnparkcommunity.example.org",
    website: "https://lincolnparkcommunity.example.org",
    pastorName: "Rev. Marcus Bell",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 11:00 AM\nSunday Evening Vespers: 6:00 PM\nWednesday Bible Study: 7:00 PM",
    description:
      "A neighborhood church a short walk from the park, full of young families, students and longtime neighbors. We gather for honest worship, strong coffee and verse-by-verse teaching, and we serve alongside the food pantry on Halsted every week.",
    memberCount: 640,
    isApproved: true,
  },
  {
    name: "Hyde Park Covenant Church",
    city: "Chicago",
    state: "IL",
    address: "5410 S Blackstone Ave",
    zipCode: "60615",
    latitude: 41.79589,
    longitude: -87.59013,
    phone: "(773) 555-0164",
    email: "hello@hydeparkcovenant.example.org",
    website: "https://hydeparkcovenant.example.org",
    pastorName: "Dr. Angela Whitfield",
    serviceTimes: "Sunday Worship: 10:30 AM\nThursday Prayer & Praise: 7:00 PM",
    description:
      "A multi-generational congregation on the South Side where university neighbors and lifelong Chicagoans worship side by side. Our gospel choir, tutoring program and Sunday fellowship meal make room for everyone at the table.",
    memberCount: 385,
    isApproved: true,
  },
  {
    name: "First Church of Evanston",
    city: "Evanston",
    state: "IL",
    address: "1427 Chicago Ave",
    zipCode: "60201",
    latitude: 42.04781,
    longitude: -87.68118,
    phone: "(847) 555-0131",
    email: "office@firstchurchevanston.example.org",
    website: "https://firstchurchevanston.example.org",
    pastorName: "Rev. Thomas Lindqvist",
    serviceTimes:
      "Sunday Traditional Service: 8:30 AM\nSunday Contemporary Service: 10:45 AM\nTuesday Men's Bible Study: 6:30 AM",
    description:
      "Worshiping on Chicago Avenue for more than a century, we are a church that loves both old hymns and new neighbors. Students from the lakefront campus and retirees alike find a home in our small groups and music ministry.",
    memberCount: 820,
    isApproved: true,
  },
  {
    ...SPRINGFIELD_IL,
    address: "615 E Capitol Ave",
    zipCode: "62701",
    latitude: 39.79842,
    longitude: -89.64397,
    phone: "(217) 555-0147",
    email: "info@capitolhillbaptist.example.org",
    website: "https://capitolhillbaptist.example.org",
    pastorName: "Pastor Dwayne Harris",
    serviceTimes: "Sunday School: 9:30 AM\nSunday Worship: 10:45 AM\nWednesday Family Night: 6:30 PM",
    description:
      "Just a few blocks from the statehouse, Capitol Hill Baptist is a warm, Bible-teaching church for legislators, state workers and neighbors alike. Our Wednesday family night fills the fellowship hall with supper, kids' clubs and prayer.",
    memberCount: 460,
    isApproved: true,
  },
  {
    name: "Riverfront Bible Church",
    city: "Peoria",
    state: "IL",
    address: "301 NE Jefferson Ave",
    zipCode: "61602",
    latitude: 40.69365,
    longitude: -89.58899,
    phone: "(309) 555-0172",
    email: "office@riverfrontbible.example.org",
    website: "https://riverfrontbible.example.org",
    pastorName: "Pastor Kevin Albrecht",
    serviceTimes: "Sunday Worship: 9:00 AM & 10:45 AM\nWednesday Youth Group: 6:30 PM",
    description:
      "A downtown congregation overlooking the Illinois River, known for clear preaching and a busy youth ministry. We partner with local schools every fall with backpacks, tutoring and teacher appreciation lunches.",
    memberCount: 510,
    isApproved: true,
  },
  {
    name: "Church Street Fellowship",
    city: "Champaign",
    state: "IL",
    address: "402 W Church St",
    zipCode: "61820",
    latitude: 40.11743,
    longitude: -88.24706,
    phone: "(217) 555-0129",
    email: "hello@churchstreetfellowship.example.org",
    website: "https://churchstreetfellowship.example.org",
    pastorName: "Pastor Jenna Kowalczyk",
    serviceTimes:
      "Sunday Worship: 10:00 AM\nSunday Campus Gathering: 7:00 PM\nThursday Grad Student Lunch: 12:00 PM",
    description:
      "A young, growing church serving the university community and the families of downtown Champaign. Our Sunday evening campus gathering and weekday lunches help students find friends and faith far from home.",
    memberCount: 290,
    isApproved: true,
  },
  {
    name: "Rock River Community Church",
    city: "Rockford",
    state: "IL",
    address: "520 N Main St",
    zipCode: "61103",
    latitude: 42.27411,
    longitude: -89.09412,
    phone: "(815) 555-0185",
    email: "info@rockriverchurch.example.org",
    website: "https://rockriverchurch.example.org",
    pastorName: "Rev. Luis Navarro",
    serviceTimes:
      "Sunday Worship (English): 9:30 AM\nDomingo Culto en Español: 11:30 AM\nWednesday Prayer Meeting: 7:00 PM",
    description:
      "A bilingual church on the north edge of downtown, worshiping in English and Spanish every Sunday. We run a free ESL class, a clothing closet and a Friday night meal for anyone who needs one.",
    memberCount: 355,
    worshipLanguages: ["en", "es"],
    isApproved: true,
  },

  // Indiana
  {
    ...INDY,
    address: "1150 N Meridian St",
    zipCode: "46204",
    latitude: 39.78311,
    longitude: -86.15791,
    phone: "(317) 555-0103",
    email: "office@meridianstreetfellowship.example.org",
    website: "https://meridianstreetfellowship.example.org",
    pastorName: "Dr. Raymond Fowler",
    serviceTimes: "Sunday Worship: 8:30 AM, 10:00 AM & 11:30 AM\nWednesday Midweek Service: 7:00 PM",
    description:
      "One of the larger congregations in our network, meeting in a restored limestone sanctuary north of Monument Circle. Dozens of community groups meet across the city during the week, and our recovery ministry welcomes hundreds each year.",
    memberCount: 2350,
    isApproved: true,
  },
  {
    name: "Broad Ripple Church",
    city: "Indianapolis",
    state: "IN",
    address: "6250 N College Ave",
    zipCode: "46220",
    latitude: 39.8697,
    longitude: -86.14544,
    phone: "(317) 555-0156",
    email: "hello@broadripplechurch.example.org",
    website: "https://broadripplechurch.example.org",
    pastorName: "Pastor Erin Caldwell",
    serviceTimes:
      "Sunday Worship: 10:00 AM\nTuesday Women's Bible Study: 9:30 AM\nThursday Young Adults: 7:30 PM",
    description:
      "A creative, come-as-you-are church along the Monon Trail. Artists, young professionals and families gather here for thoughtful teaching, and our building doubles as a community art gallery during the week.",
    memberCount: 270,
    isApproved: true,
  },
  {
    name: "Three Rivers Church",
    city: "Fort Wayne",
    state: "IN",
    address: "301 W Wayne St",
    zipCode: "46802",
    latitude: 41.07946,
    longitude: -85.14264,
    phone: "(260) 555-0138",
    email: "office@threeriverschurch.example.org",
    website: "https://threeriverschurch.example.org",
    pastorName: "Pastor Greg Hoffman",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 11:00 AM\nSunday Kids' Church: during both services\nWednesday Bible Study: 6:30 PM",
    description:
      "A family-centered church in the heart of downtown Fort Wayne. We believe every generation matters, so grandparents mentor teenagers and our nursery volunteers have been serving for decades.",
    memberCount: 980,
    isApproved: true,
  },
  {
    name: "Walnut Street Community Church",
    city: "Bloomington",
    state: "IN",
    address: "1100 S Walnut St",
    zipCode: "47401",
    latitude: 39.15533,
    longitude: -86.53271,
    phone: "(812) 555-0177",
    email: "hello@walnutstreetchurch.example.org",
    website: "https://walnutstreetchurch.example.org",
    pastorName: "Rev. Hannah Okonkwo",
    serviceTimes: "Sunday Worship: 10:30 AM\nSunday Student Dinner: 6:00 PM\nWednesday Prayer: 12:00 PM",
    description:
      "A small, close-knit church where university students and local families share Sunday dinner every week. We care deeply about hospitality, international students and creation care in southern Indiana.",
    memberCount: 145,
    isApproved: true,
  },

  // Iowa: four in Des Moines so the map clusters there.
  {
    ...DSM_GRAND,
    address: "1001 Grand Ave",
    zipCode: "50309",
    latitude: 41.58607,
    longitude: -93.63165,
    phone: "(515) 555-0142",
    email: "office@grandavenuechurch.example.org",
    website: "https://grandavenuechurch.example.org",
    pastorName: "Rev. David Thompson",
    serviceTimes: "Sunday Worship: 9:00 AM & 11:00 AM\nWednesday Bible Study: 7:00 PM",
    description:
      "A historic downtown church with a big heart for the city of Des Moines. We host the network's regional gatherings, run a weekday lunch program for downtown workers and love to welcome newcomers.",
    memberCount: 1450,
    isApproved: true,
  },
  {
    ...DSM_BEAVERDALE,
    address: "2940 Beaver Ave",
    zipCode: "50310",
    latitude: 41.61643,
    longitude: -93.67253,
    phone: "(515) 555-0169",
    email: "hello@beaverdalefellowship.example.org",
    website: "https://beaverdalefellowship.example.org",
    pastorName: "Pastor Amy Schroeder",
    serviceTimes: "Sunday Worship: 10:00 AM\nSunday Kids' Club: 10:00 AM\nMonday Moms' Group: 9:30 AM",
    description:
      "A neighborhood church among the brick homes of Beaverdale, where most members can walk to Sunday worship. We are known for our summer block parties and a moms' group that has welcomed hundreds of young families.",
    memberCount: 310,
    isApproved: true,
  },
  {
    name: "University Avenue Baptist Church",
    city: "Des Moines",
    state: "IA",
    address: "2500 University Ave",
    zipCode: "50311",
    latitude: 41.60082,
    longitude: -93.65386,
    phone: "(515) 555-0115",
    email: "office@universityavebaptist.example.org",
    website: "https://universityavebaptist.example.org",
    pastorName: "Pastor Samuel Greene",
    serviceTimes: "Sunday School: 9:15 AM\nSunday Worship: 10:30 AM\nWednesday Prayer Meeting: 6:30 PM",
    description:
      "A friendly congregation near Drake University with a long tradition of Sunday school for every age. College students are adopted by church families for home-cooked meals throughout the school year.",
    memberCount: 420,
    isApproved: true,
  },
  {
    name: "Southside Hope Church",
    city: "Des Moines",
    state: "IA",
    address: "3520 SW 9th St",
    zipCode: "50315",
    latitude: 41.55247,
    longitude: -93.62611,
    phone: "(515) 555-0191",
    email: "info@southsidehope.example.org",
    website: "https://southsidehope.example.org",
    pastorName: "Pastor Miguel Santos",
    serviceTimes:
      "Sunday Worship: 10:00 AM\nSunday Servicio en Español: 12:30 PM\nFriday Youth Night: 7:00 PM",
    description:
      "A bilingual church on the south side of Des Moines serving immigrant families and longtime neighbors together. Our food pantry is open twice a week, and our Friday youth night is the liveliest room in the building.",
    memberCount: 230,
    worshipLanguages: ["en", "es"],
    isApproved: true,
  },
  {
    ...OWNED_CHURCH,
    address: "415 Douglas Ave",
    zipCode: "50010",
    latitude: 42.02718,
    longitude: -93.61479,
    phone: "(515) 555-0126",
    email: "office@prairielightchurch.example.org",
    website: "https://prairielightchurch.example.org",
    pastorName: "Pastor Grace Miller",
    serviceTimes: "Sunday Worship: 9:30 AM\nSunday Student Lunch: 12:00 PM\nWednesday Bible Study: 7:00 PM",
    description:
      "A welcoming church in downtown Ames for students, faculty and families. We gather around Scripture, sing together and share a free lunch with Iowa State students every Sunday after worship.",
    memberCount: 265,
    isApproved: true,
  },
  {
    ...CEDAR_RAPIDS,
    address: "1340 Third Ave SE",
    zipCode: "52403",
    latitude: 41.98183,
    longitude: -91.65602,
    phone: "(319) 555-0134",
    email: "office@cedarriverfellowship.example.org",
    website: "https://cedarriverfellowship.example.org",
    pastorName: "Pastor Brian Novak",
    serviceTimes:
      "Sunday Worship: 8:45 AM & 10:30 AM\nSaturday Men's Breakfast: 7:30 AM (monthly)\nWednesday Kids' Club: 6:15 PM",
    description:
      "A church that rebuilt alongside its neighbors after the 2008 flood and never stopped serving the city. Today our disaster-response team, men's breakfast and Wednesday kids' club keep the building busy all week.",
    memberCount: 730,
    isApproved: true,
  },
  {
    ...DUBUQUE,
    address: "1276 White St",
    zipCode: "52001",
    latitude: 42.50316,
    longitude: -90.66389,
    phone: "(563) 555-0152",
    email: "hello@bluffsidechurch.example.org",
    website: "https://bluffsidechurch.example.org",
    pastorName: "Rev. Patricia O'Brien",
    serviceTimes:
      "Sunday Worship: 10:00 AM\nSunday Hymn Sing: 6:00 PM (first Sunday)\nThursday Senior Lunch: 11:30 AM",
    description:
      "A warm, traditional church beneath the Mississippi bluffs with a deep love for hymns and for its older members. Our Thursday senior lunch and monthly hymn sing draw friends from all over the tri-state area.",
    memberCount: 175,
    isApproved: true,
  },

  // Kansas
  {
    ...WICHITA,
    address: "330 N Broadway",
    zipCode: "67202",
    latitude: 37.69097,
    longitude: -97.33364,
    phone: "(316) 555-0122",
    email: "office@oldtownchurch.example.org",
    website: "https://oldtownchurch.example.org",
    pastorName: "Pastor Jason Whitaker",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 11:00 AM\nSunday Youth Group: 5:00 PM\nWednesday Family Supper: 6:00 PM",
    description:
      "A lively church in Wichita's Old Town district, with one of the biggest youth ministries in the network. Aviation workers, teachers and ranch families from the surrounding county all call this church home.",
    memberCount: 1120,
    isApproved: true,
  },
  {
    name: "Capital City Fellowship",
    city: "Topeka",
    state: "KS",
    address: "701 SW Jackson St",
    zipCode: "66603",
    latitude: 39.05232,
    longitude: -95.67812,
    phone: "(785) 555-0108",
    email: "info@capitalcityfellowship.example.org",
    website: "https://capitalcityfellowship.example.org",
    pastorName: "Rev. Marilyn Foster",
    serviceTimes:
      "Sunday Worship: 10:30 AM\nTuesday Prayer Breakfast: 7:00 AM\nWednesday Choir Rehearsal: 7:00 PM",
    description:
      "A historic congregation near the capitol with a strong choir and a long tradition of community service. Our members volunteer at the rescue mission every month and host a prayer breakfast for civic leaders.",
    memberCount: 390,
    isApproved: true,
  },
  {
    name: "Massachusetts Street Church",
    city: "Lawrence",
    state: "KS",
    address: "946 Vermont St",
    zipCode: "66044",
    latitude: 38.96962,
    longitude: -95.23679,
    phone: "(785) 555-0183",
    email: "hello@massstreetchurch.example.org",
    website: "https://massstreetchurch.example.org",
    pastorName: "Pastor Nathan Reed",
    serviceTimes: "Sunday Worship: 10:00 AM\nSunday Night Student Gathering: 8:00 PM",
    description:
      "A downtown church one block off Mass Street that loves students, musicians and anyone asking big questions. Our Sunday night student gathering features worship, discussion and plenty of pizza.",
    memberCount: 215,
    isApproved: true,
  },
  {
    name: "Flint Hills Community Church",
    city: "Manhattan",
    state: "KS",
    address: "612 Poyntz Ave",
    zipCode: "66502",
    latitude: 39.18133,
    longitude: -96.57089,
    phone: "(785) 555-0160",
    email: "office@flinthillschurch.example.org",
    website: "https://flinthillschurch.example.org",
    pastorName: "Pastor Caleb Jorgensen",
    serviceTimes: "Sunday Worship: 9:00 AM & 10:45 AM\nThursday Military Families Dinner: 6:00 PM",
    description:
      "A church serving the Flint Hills, the university and the military families of nearby Fort Riley. We host a Thursday dinner for families with a loved one deployed and send care packages overseas every quarter.",
    memberCount: 545,
    isApproved: true,
  },

  // Michigan
  {
    ...GRAND_RAPIDS,
    address: "25 Sheldon Blvd SE",
    zipCode: "49503",
    latitude: 42.96157,
    longitude: -85.66747,
    phone: "(616) 555-0139",
    email: "office@heritagehillchurch.example.org",
    website: "https://heritagehillchurch.example.org",
    pastorName: "Rev. Peter VanderMeer",
    serviceTimes:
      "Sunday Morning Worship: 9:30 AM\nSunday Evening Service: 5:00 PM\nWednesday Catechism Classes: 6:30 PM",
    description:
      "A Reformed congregation with Dutch roots and an increasingly diverse family of believers. Our morning and evening services, catechism classes and refugee-resettlement team are at the center of church life.",
    memberCount: 870,
    isApproved: true,
  },
  {
    name: "Capitol Avenue Church",
    city: "Lansing",
    state: "MI",
    address: "215 N Capitol Ave",
    zipCode: "48933",
    latitude: 42.73497,
    longitude: -84.55358,
    phone: "(517) 555-0117",
    email: "info@capitolavenuechurch.example.org",
    website: "https://capitolavenuechurch.example.org",
    pastorName: "Pastor Denise Carter",
    serviceTimes: "Sunday Worship: 10:00 AM\nWednesday Lunch & Learn: 12:00 PM",
    description:
      "A downtown church across from the capitol lawn that opens its doors to state employees every Wednesday for lunch and a short Bible study. On Sundays the same rooms are full of families and grandparents.",
    memberCount: 330,
    isApproved: true,
  },
  {
    ...ANN_ARBOR,
    address: "306 N Division St",
    zipCode: "48104",
    latitude: 42.28265,
    longitude: -83.74461,
    phone: "(734) 555-0194",
    email: "hello@kerrytownchurch.example.org",
    website: "https://kerrytownchurch.example.org",
    pastorName: "Dr. Michael Chen",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 11:15 AM\nSunday Korean-Language Worship: 1:30 PM\nSunday Graduate Fellowship: 6:30 PM\nFriday International Students' Dinner: 6:00 PM",
    description:
      "A thoughtful, welcoming church in the Kerrytown neighborhood with ministries for graduate students, medical residents and international scholars. A Korean-language congregation worships here every Sunday afternoon, and our Friday dinner regularly welcomes guests from more than twenty countries.",
    memberCount: 690,
    worshipLanguages: ["en", "ko"],
    isApproved: true,
  },
  {
    name: "Bronson Park Church",
    city: "Kalamazoo",
    state: "MI",
    address: "321 W South St",
    zipCode: "49007",
    latitude: 42.29058,
    longitude: -85.58918,
    phone: "(269) 555-0145",
    email: "office@bronsonparkchurch.example.org",
    website: "https://bronsonparkchurch.example.org",
    pastorName: "Pastor Andre Washington",
    serviceTimes: "Sunday Worship: 10:30 AM\nTuesday Community Meal: 5:30 PM\nWednesday Bible Study: 7:00 PM",
    description:
      "Facing Bronson Park in downtown Kalamazoo, we are a racially diverse church that serves a community meal every Tuesday night. We believe the gospel is good news for every block of our city.",
    memberCount: 410,
    isApproved: true,
  },
  {
    name: "Grand Traverse Bay Church",
    city: "Traverse City",
    state: "MI",
    address: "128 Cass St",
    zipCode: "49684",
    latitude: 44.76278,
    longitude: -85.62199,
    phone: "(231) 555-0163",
    email: "info@grandtraversebaychurch.example.org",
    website: "https://grandtraversebaychurch.example.org",
    pastorName: "Pastor Kristin Ahlberg",
    serviceTimes: "Sunday Worship: 10:00 AM\nSummer Beach Worship: Sundays 8:00 AM (June-August)",
    description:
      "A church by the bay that doubles in size every summer when visitors arrive. Our early-morning beach services, cherry-season volunteer crews and winter soup suppers make this a community for all seasons.",
    memberCount: 195,
    isApproved: true,
  },

  // Minnesota: three in Minneapolis so the map clusters there.
  {
    ...MPLS_DOWNTOWN,
    address: "1130 Nicollet Mall",
    zipCode: "55403",
    latitude: 44.97193,
    longitude: -93.27705,
    phone: "(612) 555-0112",
    email: "office@loringparkchurch.example.org",
    website: "https://loringparkchurch.example.org",
    pastorName: "Rev. Karen Lindstrom",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 11:00 AM\nWednesday Bible Study: 7:00 PM\nThursday Young Professionals: 6:30 PM",
    description:
      "A downtown church at the edge of Loring Park, home to young professionals, new Americans and longtime Minneapolitans. Our winter warming center and weekday Bible studies keep the doors open all week.",
    memberCount: 1180,
    isApproved: true,
  },
  {
    name: "Uptown Grace Church",
    city: "Minneapolis",
    state: "MN",
    address: "2936 Hennepin Ave",
    zipCode: "55408",
    latitude: 44.94859,
    longitude: -93.29826,
    phone: "(612) 555-0157",
    email: "hello@uptowngrace.example.org",
    website: "https://uptowngrace.example.org",
    pastorName: "Pastor Jordan Ellis",
    serviceTimes: "Sunday Worship: 10:00 AM & 5:00 PM\nTuesday Community Groups: 7:00 PM",
    description:
      "A church near the Chain of Lakes for artists, students and young families. We meet in homes across south Minneapolis on Tuesday nights and gather together for worship on Sundays.",
    memberCount: 455,
    isApproved: true,
  },
  {
    ...MPLS_NORTHEAST,
    address: "1815 Central Ave NE",
    zipCode: "55418",
    latitude: 45.00525,
    longitude: -93.24708,
    phone: "(612) 555-0188",
    email: "office@northeastcovenant.example.org",
    website: "https://northeastcovenant.example.org",
    pastorName: "Pastor Erik Johansson",
    serviceTimes: "Sunday Worship: 10:30 AM\nSunday Coffee Hour: 11:45 AM\nWednesday Supper & Study: 6:00 PM",
    description:
      "A century-old Swedish Covenant congregation in Northeast that now welcomes neighbors from Ethiopia, Mexico and everywhere between. Our Wednesday supper and study is the heartbeat of the week.",
    memberCount: 340,
    isApproved: true,
  },
  {
    ...ROCHESTER,
    address: "400 Fifth St SW",
    zipCode: "55902",
    latitude: 44.01901,
    longitude: -92.47013,
    phone: "(507) 555-0121",
    email: "info@zumbrovalleychurch.example.org",
    website: "https://zumbrovalleychurch.example.org",
    pastorName: "Rev. Thomas Berg",
    serviceTimes:
      "Sunday Worship: 8:30 AM & 10:30 AM\nDaily Chapel for Patient Families: 12:15 PM (weekdays)",
    description:
      "A few blocks from the clinic campus, we care for patients and families who come to Rochester from all over the world. Our hospitality house volunteers provide meals, rides and a listening ear during hard seasons.",
    memberCount: 760,
    isApproved: true,
  },
  {
    name: "Lakeview Church of Duluth",
    city: "Duluth",
    state: "MN",
    address: "230 E Superior St",
    zipCode: "55802",
    latitude: 46.78876,
    longitude: -92.09689,
    phone: "(218) 555-0150",
    email: "office@lakeviewduluth.example.org",
    website: "https://lakeviewduluth.example.org",
    pastorName: "Pastor Rebecca Nygaard",
    serviceTimes: "Sunday Worship: 10:00 AM\nWednesday Soup & Psalms: 6:00 PM (October-April)",
    description:
      "A hillside church with a view of Lake Superior and a community as sturdy as its stone walls. Our Wednesday soup suppers carry us through the long northern winter together.",
    memberCount: 220,
    isApproved: true,
  },

  // Missouri
  {
    ...KC,
    address: "1100 Grand Blvd",
    zipCode: "64106",
    latitude: 39.10044,
    longitude: -94.58101,
    phone: "(816) 555-0110",
    email: "office@crossroadskc.example.org",
    website: "https://crossroadskc.example.org",
    pastorName: "Pastor Terrence Wallace",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 11:00 AM\nFirst Friday Open House: 6:00 PM\nWednesday Bible Study: 7:00 PM",
    description:
      "A downtown church in a converted warehouse near the Crossroads Arts District. We host leadership workshops for churches across the region and open our doors during First Fridays with music, art and prayer.",
    memberCount: 1560,
    isApproved: true,
  },
  {
    ...STL,
    address: "1520 Washington Ave",
    zipCode: "63103",
    latitude: 38.63162,
    longitude: -90.20128,
    phone: "(314) 555-0166",
    email: "info@washingtonavechapel.example.org",
    website: "https://washingtonavechapel.example.org",
    pastorName: "Rev. Dr. Cynthia Moore",
    serviceTimes:
      "Sunday Worship: 10:30 AM\nSunday Evening Prayer: 6:00 PM\nThursday Jobs & Hope Workshop: 5:30 PM",
    description:
      "A downtown chapel in a historic loft building that ministers to residents, workers and those without homes. Our Thursday job-readiness workshop has helped hundreds of neighbors find steady work.",
    memberCount: 480,
    isApproved: true,
  },
  {
    name: "Ozark Hills Church",
    city: "Springfield",
    state: "MO",
    address: "305 E Walnut St",
    zipCode: "65806",
    latitude: 37.20709,
    longitude: -93.28925,
    phone: "(417) 555-0133",
    email: "office@ozarkhillschurch.example.org",
    website: "https://ozarkhillschurch.example.org",
    pastorName: "Pastor Wesley Carter",
    serviceTimes:
      "Sunday School: 9:00 AM\nSunday Worship: 10:15 AM\nSunday Evening Service: 6:00 PM\nWednesday Prayer Meeting: 7:00 PM",
    description:
      "A Bible-teaching church in downtown Springfield with deep roots in the Ozarks. We love old-fashioned hymn singing, Sunday potlucks and sending short-term mission teams across the country.",
    memberCount: 1240,
    isApproved: true,
  },
  {
    name: "Broadway Christian Fellowship",
    city: "Columbia",
    state: "MO",
    address: "1001 E Broadway",
    zipCode: "65201",
    latitude: 38.95109,
    longitude: -92.32608,
    phone: "(573) 555-0178",
    email: "hello@broadwayfellowship.example.org",
    website: "https://broadwayfellowship.example.org",
    pastorName: "Pastor Leah Thornton",
    serviceTimes: "Sunday Worship: 9:30 AM & 11:00 AM\nTuesday College Night: 8:00 PM",
    description:
      "A church in the heart of Columbia for students, faculty and families. Our Tuesday college night and mentoring program connect university students with families who open their homes and tables.",
    memberCount: 605,
    isApproved: true,
  },

  // Nebraska
  {
    ...OMAHA,
    address: "1420 Farnam St",
    zipCode: "68102",
    latitude: 41.25747,
    longitude: -95.93468,
    phone: "(402) 555-0124",
    email: "office@oldmarketfellowship.example.org",
    website: "https://oldmarketfellowship.example.org",
    pastorName: "Pastor Daniel Kruse",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 10:45 AM\nSaturday Community Breakfast: 8:00 AM\nWednesday Bible Study: 7:00 PM",
    description:
      "A downtown church steps from the Old Market, serving a neighborhood of apartments, offices and shelters. Our Saturday community breakfast feeds more than two hundred neighbors every week.",
    memberCount: 890,
    isApproved: true,
  },
  {
    // Spanish only: the "South Omaha Iglesia" a candidate names as a reference below.
    name: "Iglesia Nueva Esperanza",
    city: "Omaha",
    state: "NE",
    address: "4815 S 24th St",
    zipCode: "68107",
    latitude: 41.20795,
    longitude: -95.94862,
    phone: "(402) 555-0187",
    email: "contacto@nuevaesperanzaomaha.example.org",
    website: "https://nuevaesperanzaomaha.example.org",
    pastorName: "Pastora María Gutiérrez",
    serviceTimes:
      "Culto dominical: 11:00 a. m.\nEstudio bíblico (miércoles): 7:00 p. m.\nNoche de jóvenes (viernes): 7:00 p. m.",
    description:
      "Una congregación de habla hispana en el sur de Omaha, a pocas cuadras de la calle 24. Familias de México, Guatemala y El Salvador se reúnen cada domingo para adorar, estudiar la Biblia y compartir la mesa después del culto.",
    memberCount: 165,
    worshipLanguages: ["es"],
    isApproved: true,
  },
  {
    ...LINCOLN,
    address: "1310 L St",
    zipCode: "68508",
    latitude: 40.80945,
    longitude: -96.70378,
    phone: "(402) 555-0181",
    email: "info@haymarketchurch.example.org",
    website: "https://haymarketchurch.example.org",
    pastorName: "Rev. Sarah Lundquist",
    serviceTimes:
      "Sunday Worship: 10:00 AM\nSunday Husker Students Lunch: 12:00 PM\nThursday Prayer: 7:00 AM",
    description:
      "A downtown Lincoln church near the capitol and campus, welcoming students, state workers and refugee families. We sponsor a church plant study group that meets monthly to pray for new congregations in Nebraska.",
    memberCount: 375,
    isApproved: true,
  },
  {
    name: "Platte Valley Church",
    city: "Kearney",
    state: "NE",
    address: "2310 Central Ave",
    zipCode: "68847",
    latitude: 40.69822,
    longitude: -99.08157,
    phone: "(308) 555-0140",
    email: "office@plattevalleychurch.example.org",
    website: "https://plattevalleychurch.example.org",
    pastorName: "Pastor Luke Brandt",
    serviceTimes: "Sunday Worship: 9:00 AM & 10:30 AM\nWednesday Youth & Kids: 6:30 PM",
    description:
      "A growing church in central Nebraska that welcomes farm families, university students and crane-season visitors. Our Wednesday night youth and kids ministry draws from across Buffalo County.",
    memberCount: 520,
    isApproved: true,
  },

  // Ohio
  {
    ...COLUMBUS,
    address: "444 E Broad St",
    zipCode: "43215",
    latitude: 39.96378,
    longitude: -82.99062,
    phone: "(614) 555-0105",
    email: "office@broadstreetfellowship.example.org",
    website: "https://broadstreetfellowship.example.org",
    pastorName: "Rev. Anthony Price",
    serviceTimes: "Sunday Worship: 8:30 AM, 10:00 AM & 11:30 AM\nWednesday Night Live: 6:30 PM",
    description:
      "A large downtown congregation on Broad Street with ministries for every age and stage of life. We lead citywide service days each spring and fall and partner with schools across central Ohio.",
    memberCount: 2480,
    isApproved: true,
  },
  {
    name: "Over-the-Rhine Community Church",
    city: "Cincinnati",
    state: "OH",
    address: "1225 Elm St",
    zipCode: "45202",
    latitude: 39.10843,
    longitude: -84.51838,
    phone: "(513) 555-0170",
    email: "hello@otrcommunitychurch.example.org",
    website: "https://otrcommunitychurch.example.org",
    pastorName: "Pastor Monica Reyes",
    serviceTimes:
      "Sunday Worship: 10:30 AM\nMonday Recovery Group: 7:00 PM\nThursday Neighborhood Dinner: 6:00 PM",
    description:
      "A neighborhood church across from the music hall in historic Over-the-Rhine. We believe in long-term presence: our members live, work and raise their kids in the neighborhood they serve.",
    memberCount: 260,
    isApproved: true,
  },
  {
    name: "Gem City Church",
    city: "Dayton",
    state: "OH",
    address: "212 W Monument Ave",
    zipCode: "45402",
    latitude: 39.76435,
    longitude: -84.19494,
    phone: "(937) 555-0127",
    email: "office@gemcitychurch.example.org",
    website: "https://gemcitychurch.example.org",
    pastorName: "Pastor Curtis Jenkins",
    serviceTimes: "Sunday Worship: 9:30 AM & 11:15 AM\nWednesday Bible Study: 7:00 PM",
    description:
      "A riverside church in downtown Dayton with a special heart for veterans and Air Force families. Our veterans' fellowship meets monthly, and our food pantry partners with neighborhood schools.",
    memberCount: 700,
    isApproved: true,
  },
  {
    name: "Maumee River Church",
    city: "Toledo",
    state: "OH",
    address: "316 Adams St",
    zipCode: "43604",
    latitude: 41.65292,
    longitude: -83.53716,
    phone: "(419) 555-0148",
    email: "info@maumeeriverchurch.example.org",
    website: "https://maumeeriverchurch.example.org",
    pastorName: "Rev. Joseph Kaminski",
    serviceTimes: "Sunday Worship: 10:00 AM\nSaturday Outreach Team: 9:00 AM\nTuesday Prayer: 6:30 PM",
    description:
      "A downtown Toledo church of autoworkers, teachers and retirees who love their city. Our Saturday outreach team repairs homes for elderly neighbors, one porch and roof at a time.",
    memberCount: 315,
    isApproved: true,
  },

  // Wisconsin
  {
    ...MADISON,
    address: "203 Wisconsin Ave",
    zipCode: "53703",
    latitude: 43.07775,
    longitude: -89.38812,
    phone: "(608) 555-0119",
    email: "office@isthmuschurch.example.org",
    website: "https://isthmuschurch.example.org",
    pastorName: "Pastor Ingrid Solberg",
    serviceTimes:
      "Sunday Worship: 9:00 AM & 10:45 AM\nSunday Graduate Students: 6:00 PM\nWednesday Bible Study: 7:00 PM",
    description:
      "A church between the lakes, a block from the capitol square. We welcome university students, state workers and young families, and we lead a summer worship series in the parks every year.",
    memberCount: 660,
    isApproved: true,
  },
  {
    name: "Lakefront Bible Church",
    city: "Milwaukee",
    state: "WI",
    address: "1119 N Marshall St",
    zipCode: "53202",
    latitude: 43.04437,
    longitude: -87.90312,
    phone: "(414) 555-0186",
    email: "office@lakefrontbible.example.org",
    website: "https://lakefrontbible.example.org",
    pastorName: "Pastor Gregory Adeyemi",
    serviceTimes:
      "Sunday Worship: 9:30 AM & 11:15 AM\nSunday Polish Service: 1:00 PM\nThursday Young Adults: 7:00 PM",
    description:
      "An East Side church near the lakefront with a congregation that reflects Milwaukee's many neighborhoods. We worship in English and Polish and run an after-school program for children in the central city.",
    memberCount: 940,
    isApproved: true,
  },
  {
    name: "Fox River Community Church",
    city: "Green Bay",
    state: "WI",
    address: "315 S Monroe Ave",
    zipCode: "54301",
    latitude: 44.51004,
    longitude: -88.01027,
    phone: "(920) 555-0136",
    email: "info@foxriverchurch.example.org",
    website: "https://foxriverchurch.example.org",
    pastorName: "Pastor Mark Vandenberg",
    serviceTimes:
      "Sunday Worship: 8:00 AM & 10:30 AM\nSaturday Worship: 5:00 PM (home game weekends)\nWednesday Kids' Club: 6:00 PM",
    description:
      "A friendly downtown church that moves its Sunday morning service to Saturday evening on home-game weekends. Paper-mill families, healthcare workers and Hmong neighbors worship together here.",
    memberCount: 570,
    isApproved: true,
  },
  {
    name: "Chippewa Valley Church",
    city: "Eau Claire",
    state: "WI",
    address: "310 S Barstow St",
    zipCode: "54701",
    latitude: 44.80955,
    longitude: -91.49832,
    phone: "(715) 555-0159",
    email: "office@chippewavalleychurch.example.org",
    website: "https://chippewavalleychurch.example.org",
    pastorName: "Rev. Anna Halvorsen",
    serviceTimes:
      "Sunday Worship: 10:00 AM\nSunday Music Night: 7:00 PM (third Sunday)\nWednesday Supper: 5:30 PM",
    description:
      "A downtown church where the river meets the music scene. We host a monthly music night for local songwriters and gather every Wednesday for a simple supper and prayer.",
    memberCount: 180,
    isApproved: true,
  },

  // Approved, but with no coordinates yet: left for the geocoder to place from its ZIP code.
  {
    name: "Riverbend Community Church",
    city: "Mankato",
    state: "MN",
    address: "120 N Broad St",
    zipCode: "56001",
    latitude: null,
    longitude: null,
    phone: "(507) 555-0193",
    email: "office@riverbendmankato.example.org",
    website: "https://riverbendmankato.example.org",
    pastorName: "Pastor Aaron Lindahl",
    serviceTimes: "Sunday Worship: 9:30 AM\nWednesday Confirmation Class: 6:30 PM",
    description:
      "A riverside church in Old Town Mankato that welcomes students from the university and families from the Minnesota River valley. Our confirmation class and summer day camp are a rite of passage for local kids.",
    memberCount: 240,
    isApproved: true,
  },

  // Pending registrations, waiting for an administrator.
  {
    name: "New Hope Fellowship",
    city: "Hays",
    state: "KS",
    address: "812 Main St",
    zipCode: "67601",
    latitude: 38.87886,
    longitude: -99.32693,
    phone: "(785) 555-0197",
    email: "newhope@newhopehays.example.org",
    website: "https://newhopehays.example.org",
    pastorName: "Pastor Ethan Schmidt",
    serviceTimes: "Sunday Worship: 10:30 AM\nTuesday Home Group: 7:00 PM",
    description:
      "A new congregation on the plains of western Kansas, meeting in a renovated storefront on Main Street. We are a small, praying church eager to serve Hays and the surrounding farm towns.",
    memberCount: 45,
    isApproved: false,
  },
  {
    name: "Harvest Point Church",
    city: "Iowa City",
    state: "IA",
    address: "402 S Gilbert St",
    zipCode: "52240",
    latitude: 41.65687,
    longitude: -91.52953,
    phone: "(319) 555-0199",
    email: "hello@harvestpointic.example.org",
    website: "https://harvestpointic.example.org",
    pastorName: "Pastor Noah Feldman",
    serviceTimes: "Sunday Worship: 10:00 AM\nThursday Student Dinner: 6:00 PM",
    description:
      "A church plant launched by a group of families and graduate students in Iowa City. We gather for worship in a rented event space and share dinner with students every Thursday.",
    memberCount: 60,
    isApproved: false,
  },
  {
    name: "Lakeside Bible Church",
    city: "Escanaba",
    state: "MI",
    address: "509 Ludington St",
    zipCode: "49829",
    latitude: 45.74553,
    longitude: -87.06465,
    phone: "(906) 555-0102",
    email: "office@lakesideescanaba.example.org",
    website: "https://lakesideescanaba.example.org",
    pastorName: "Pastor Ruth Anders",
    serviceTimes: "Sunday Worship: 11:00 AM\nWednesday Bible Study: 6:30 PM",
    description:
      "A small Upper Peninsula congregation on Little Bay de Noc. We are fishermen, nurses, teachers and retirees who love studying the Bible together through the long northern winters.",
    memberCount: 85,
    isApproved: false,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Events (offsets are days from the seeding day)
// ---------------------------------------------------------------------------------------------------------------

export const DEMO_EVENTS: readonly SeedEvent[] = [
  {
    title: "Wednesday Night Bible Study: The Letter of James",
    description:
      "Join us for a six-week study of the Letter of James: faith that works, words that heal and patience that lasts. Bring a Bible and a friend; coffee and dessert are provided.",
    type: "study",
    startOffsetDays: 3,
    time: "7:00 PM",
    allDay: false,
    host: MPLS_DOWNTOWN,
    location: "Loring Park Church Fellowship Hall, 1130 Nicollet Mall, Minneapolis, MN",
    registrationRequired: false,
  },
  {
    title: "Men's Breakfast and Fellowship",
    description:
      "Pancakes, sausage and an honest conversation about work, family and faith. Men of every age are welcome, and guests eat free.",
    type: "fellowship",
    startOffsetDays: 6,
    time: "7:30 AM",
    allDay: false,
    host: CEDAR_RAPIDS,
    location: "Cedar River Fellowship, 1340 Third Ave SE, Cedar Rapids, IA",
    registrationRequired: false,
  },
  {
    title: "Community Food Drive",
    description:
      "Help us fill five hundred grocery boxes for families across Omaha. Drop off canned goods anytime during the day or stay to sort and pack with us; every pair of hands makes a difference.",
    type: "outreach",
    startOffsetDays: 10,
    time: null,
    allDay: true,
    host: OMAHA,
    location: "Old Market Fellowship Parking Lot, 1420 Farnam St, Omaha, NE",
    registrationRequired: false,
  },
  {
    title: "Serve Columbus: Neighborhood Cleanup Day",
    description:
      "Teams from churches across central Ohio will pick up litter, plant flower beds and repaint a playground on the Near East Side. Gloves, tools and lunch are provided.",
    type: "outreach",
    startOffsetDays: 13,
    time: "8:00 AM - 1:00 PM",
    allDay: false,
    host: COLUMBUS,
    location: "Meet at Broad Street Fellowship, 444 E Broad St, Columbus, OH",
    registrationRequired: false,
  },
  {
    title: "Citywide Worship Night",
    description:
      "Worship teams from churches across Madison lead an evening of songs, Scripture and prayer for our city, followed by a potluck supper. Kids are welcome; a children's room with games and crafts is open throughout.",
    type: "service",
    startOffsetDays: 17,
    time: "6:30 PM",
    allDay: false,
    host: MADISON,
    location: "Isthmus Community Church Sanctuary, 203 Wisconsin Ave, Madison, WI",
    registrationRequired: false,
  },
  {
    title: "Candlelight Prayer Service",
    description:
      "A quiet evening of Scripture, candlelight and prayer for our cities, our churches and our neighbors who are hurting. Prayer ministers will be available after the service.",
    type: "service",
    startOffsetDays: 21,
    time: "6:30 PM",
    allDay: false,
    host: STL,
    location: "Washington Avenue Chapel Sanctuary, 1520 Washington Ave, St. Louis, MO",
    registrationRequired: false,
  },
  {
    title: "Midwest Pastors' Renewal Conference",
    description:
      "Three days of rest, worship and encouragement for pastors and ministry spouses from across the ten-state network. Keynote sessions on preaching, soul care and leading through change, with workshops and plenty of time for friendship.",
    type: "conference",
    startOffsetDays: 24,
    endOffsetDays: 26,
    time: "9:00 AM - 4:30 PM",
    allDay: false,
    host: DSM_GRAND,
    location: "Iowa Events Center, 730 Third St, Des Moines, IA",
    capacity: 350,
    registrationRequired: true,
    callToActionText: "Register for the Conference",
    callToActionUrl: "https://events.example.org/midwest-pastors-renewal",
  },
  {
    title: "Church Leadership Workshop: Healthy Boards and Budgets",
    description:
      "A practical morning for elders, deacons, treasurers and board members. Learn how to build a ministry budget, run effective meetings and care for one another as leaders.",
    type: "workshop",
    startOffsetDays: 31,
    time: "9:00 AM - 12:00 PM",
    allDay: false,
    host: KC,
    location: "Crossroads Church of Kansas City, Room 204, 1100 Grand Blvd, Kansas City, MO",
    capacity: 60,
    registrationRequired: true,
  },
  {
    title: "Women's Retreat: Rooted and Restored",
    description:
      "Two days of worship, teaching from Psalm 1, quiet walks and good conversation. Meals are included, host families offer lodging for out-of-town guests, and scholarships are available for anyone who needs one.",
    type: "special",
    startOffsetDays: 38,
    endOffsetDays: 39,
    time: "Begins 6:00 PM",
    allDay: false,
    host: ROCHESTER,
    location: "Zumbro Valley Church, 400 Fifth St SW, Rochester, MN",
    capacity: 120,
    registrationRequired: true,
  },
  {
    title: "Youth Lock-In Night",
    description:
      "An all-night event for students in grades 6-12: worship, games, a midnight pizza run and breakfast before pickup. Permission slips are due the Sunday before.",
    type: "fellowship",
    startOffsetDays: 45,
    endOffsetDays: 46,
    time: "7:00 PM - 7:00 AM",
    allDay: false,
    host: WICHITA,
    location: "Old Town Church Wichita Youth Center, 330 N Broadway, Wichita, KS",
    registrationRequired: false,
  },
  {
    title: "Marriage Enrichment Evening",
    description:
      "A candlelit dinner for couples with a short talk on communication, forgiveness and keeping friendship alive in marriage. Childcare is provided for children ages 1-10.",
    type: "special",
    startOffsetDays: 52,
    time: "6:00 PM",
    allDay: false,
    host: GRAND_RAPIDS,
    location: "Heritage Hill Church Fellowship Hall, 25 Sheldon Blvd SE, Grand Rapids, MI",
    capacity: 40,
    registrationRequired: true,
  },
  {
    title: "Church Planting Information Night",
    description:
      "Curious about planting a new church in your town, or about supporting one? Hear stories from recent plants in Nebraska and Iowa, learn about the network's assessment process and pray with us for new congregations.",
    type: "conference",
    startOffsetDays: 60,
    time: "7:00 PM",
    allDay: false,
    host: LINCOLN,
    location: "Haymarket Community Church, 1310 L St, Lincoln, NE",
    registrationRequired: false,
  },
  // Past events
  {
    title: "Hymn Sing and Pie Social",
    description:
      "An evening of beloved hymns of faith and thanksgiving, led by the combined choirs of three Dubuque churches, followed by pie and coffee in the fellowship hall.",
    type: "service",
    startOffsetDays: -14,
    time: "6:00 PM",
    allDay: false,
    host: DUBUQUE,
    location: "Bluffside Church Sanctuary, 1276 White St, Dubuque, IA",
    registrationRequired: false,
  },
  {
    title: "Regional Youth Leaders Summit",
    description:
      "Two days of training and encouragement for youth pastors and volunteers from Michigan, Ohio and Indiana, with sessions on mental health, discipleship and reaching students online.",
    type: "conference",
    startOffsetDays: -41,
    endOffsetDays: -40,
    time: "9:00 AM - 5:00 PM",
    allDay: false,
    host: ANN_ARBOR,
    location: "Kerrytown Christian Church, 306 N Division St, Ann Arbor, MI",
    capacity: 150,
    registrationRequired: true,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Resource vault
// ---------------------------------------------------------------------------------------------------------------

export const DEMO_RESOURCE_TYPES: readonly SeedResourceType[] = [
  { name: "video", color: "red" },
  { name: "audio", color: "purple" },
  { name: "document", color: "blue" },
  { name: "curriculum", color: "green" },
  { name: "worship", color: "orange" },
  { name: "article", color: "teal" },
];

export const DEMO_APPROVED_RESOURCES: readonly SeedApprovedResource[] = [
  {
    title: "Hope That Holds: A Sermon on Romans 5",
    description:
      "Rev. David Thompson preaches on suffering, perseverance and the hope that does not put us to shame. A good companion for small groups walking through a hard season together.",
    type: "video",
    fileUrl: "https://www.youtube.com/watch?v=Hq7pXn2LkR4",
    downloadCount: 412,
    church: DSM_GRAND,
  },
  {
    title: "Welcoming Guests Well: Greeter Training in Five Minutes",
    description:
      "A short training video for greeters and ushers: how to notice newcomers, what to say, and how to help first-time guests find the kids' check-in without feeling lost.",
    type: "video",
    fileUrl: "https://youtu.be/T3wMb8vKqZs",
    downloadCount: 287,
  },
  {
    title: "Children's Ministry Check-In Walkthrough",
    description:
      "A step-by-step video showing a safe, simple Sunday check-in for kids: name tags, allergy notes, parent pickup and what to do when something goes wrong.",
    type: "video",
    fileUrl: "https://media.example.org/training/childrens-ministry-check-in.mp4",
    fileName: "childrens-ministry-check-in.mp4",
    fileSize: 48_234_112,
    downloadCount: 163,
  },
  {
    title: "Morning Prayer Podcast, Episode 12: Praying the Psalms",
    description:
      "Twenty minutes of guided prayer through Psalms 23, 46 and 121, recorded for commutes, hospital waiting rooms and early mornings before the house wakes up.",
    type: "audio",
    fileUrl: "https://media.example.org/podcasts/morning-prayer-episode-12.mp3",
    fileName: "morning-prayer-episode-12.mp3",
    fileSize: 19_456_000,
    downloadCount: 538,
  },
  {
    title: "The Good Shepherd: Sermon Audio from John 10",
    description:
      "Pastor Karen Lindstrom on the voice of the Good Shepherd and what it means to be known by name. Recorded live at Loring Park Church.",
    type: "audio",
    fileUrl: "https://media.example.org/sermons/the-good-shepherd-john-10.mp3",
    fileName: "the-good-shepherd-john-10.mp3",
    fileSize: 31_200_512,
    downloadCount: 96,
    church: MPLS_DOWNTOWN,
  },
  {
    title: "Church Safety and Security Policy Template",
    description:
      "An editable policy covering safety teams, emergency procedures, medical response and building lockdown. Adapt it to your congregation's size and have it reviewed by your board.",
    type: "document",
    fileUrl: "https://files.example.org/policies/church-safety-security-policy.docx",
    fileName: "church-safety-security-policy.docx",
    fileSize: 84_736,
    downloadCount: 721,
  },
  {
    title: "Volunteer Background Check Guide",
    description:
      "A plain-language guide to screening volunteers who serve children and vulnerable adults, including sample consent forms and a simple renewal calendar.",
    type: "document",
    fileUrl: "https://files.example.org/guides/volunteer-background-check-guide.pdf",
    fileName: "volunteer-background-check-guide.pdf",
    fileSize: 412_880,
    downloadCount: 455,
  },
  {
    title: "Small Group Leader Handbook",
    description:
      "Everything a new small group leader needs: how to open a meeting, ask good questions, handle awkward silences and care for members between meetings.",
    type: "document",
    fileUrl: "https://files.example.org/guides/small-group-leader-handbook.pdf",
    fileName: "small-group-leader-handbook.pdf",
    fileSize: 1_204_224,
    downloadCount: 349,
  },
  {
    title: "Benevolence Fund Guidelines for Small Churches",
    description:
      "Sample guidelines for helping members and neighbors with rent, utilities and emergencies wisely and generously, with an application form and follow-up checklist.",
    type: "document",
    fileUrl: "https://files.example.org/guides/benevolence-fund-guidelines.pdf",
    fileName: "benevolence-fund-guidelines.pdf",
    fileSize: 236_544,
    downloadCount: 88,
  },
  {
    title: "Gospel of Mark: An 8-Week Small Group Curriculum",
    description:
      "Eight sessions that walk through Mark's fast-moving Gospel, each with a short reading, discussion questions and a practice for the week. Leader notes included.",
    type: "curriculum",
    fileUrl: "https://files.example.org/curriculum/gospel-of-mark-8-weeks.pdf",
    fileName: "gospel-of-mark-8-weeks.pdf",
    fileSize: 2_318_336,
    downloadCount: 612,
  },
  {
    title: "Summer VBS: Harvest of Kindness",
    description:
      "A five-day Vacation Bible School program built around the fruit of the Spirit, with skits, crafts, snack ideas and take-home pages for families.",
    type: "curriculum",
    fileUrl: "https://files.example.org/curriculum/vbs-harvest-of-kindness.zip",
    fileName: "vbs-harvest-of-kindness.zip",
    fileSize: 15_728_640,
    downloadCount: 274,
    church: WICHITA,
  },
  {
    title: "Youth Discipleship Path: Grades 6-12",
    description:
      "A year-round plan for student ministry that moves from belonging to believing to serving, with monthly themes, retreat outlines and mentor conversation guides.",
    type: "curriculum",
    fileUrl: "https://files.example.org/curriculum/youth-discipleship-path.pdf",
    fileName: "youth-discipleship-path.pdf",
    fileSize: 3_145_728,
    downloadCount: 197,
  },
  {
    title: "Advent Worship Set List and Chord Charts",
    description:
      "Four weeks of Advent song sets mixing classic carols and newer congregational songs, with chord charts in singable keys and suggested Scripture readings.",
    type: "worship",
    fileUrl: "https://files.example.org/worship/advent-set-list-chord-charts.pdf",
    fileName: "advent-set-list-chord-charts.pdf",
    fileSize: 987_136,
    downloadCount: 503,
  },
  {
    title: "Congregational Song Guide for Small Churches",
    description:
      "Fifty songs that work well with a piano or a single guitar and a small room, organized by theme and season, with tips for teaching a new song.",
    type: "worship",
    fileUrl: "https://files.example.org/worship/congregational-song-guide.pdf",
    fileName: "congregational-song-guide.pdf",
    fileSize: 644_096,
    downloadCount: 142,
    church: DUBUQUE,
  },
  {
    title: "Caring for Rural Congregations: Lessons from the Plains",
    description:
      "Reflections from pastors serving small towns in Kansas, Nebraska and Iowa on bi-vocational ministry, long distances and loving communities where everyone knows everyone.",
    type: "article",
    fileUrl: "https://articles.example.org/caring-for-rural-congregations",
    downloadCount: 231,
  },
  {
    title: "Welcoming Refugee Families: A Church's First Year",
    description:
      "How one Grand Rapids congregation co-sponsored a refugee family: the paperwork, the apartment setup, the first winter coats and the friendships that followed.",
    type: "article",
    fileUrl: "https://articles.example.org/welcoming-refugee-families",
    downloadCount: 57,
    church: GRAND_RAPIDS,
  },
];

export const DEMO_PENDING_RESOURCES: readonly SeedPendingResource[] = [
  {
    title: "Hospital Visitation Tips for Lay Leaders",
    description:
      "A two-page guide our deacons put together for visiting members in the hospital: when to go, what to say, how long to stay and how to pray with someone who is very ill.",
    type: "document",
    fileUrl: "https://files.example.org/submissions/hospital-visitation-tips.pdf",
    fileName: "hospital-visitation-tips.pdf",
    fileSize: 188_416,
    downloadCount: 0,
    submitterName: "Deborah Larson",
    submitterEmail: "deb.larson@example.com",
    churchName: "Zumbro Valley Church",
  },
  {
    title: "Spring Worship Night Recording",
    description:
      "A full recording of our spring worship night with three local church worship teams. Churches are welcome to use it for small group worship or a prayer evening.",
    type: "video",
    fileUrl: "https://www.youtube.com/watch?v=W9rQe4LmN2c",
    downloadCount: 0,
    submitterName: "Carlos Mendoza",
    submitterEmail: "carlos.mendoza@example.net",
    churchName: "Southside Hope Church",
  },
  {
    title: "GriefShare-Style Support Group Outline",
    description:
      "A 10-week outline for a grief support group we have led twice, with session topics, opening questions and suggested readings for participants.",
    type: "curriculum",
    fileUrl: "https://files.example.org/submissions/grief-support-group-outline.docx",
    fileName: "grief-support-group-outline.docx",
    fileSize: 52_224,
    downloadCount: 0,
    submitterName: "Janet Kowalski",
    submitterEmail: "janet.kowalski@example.com",
    churchName: "Maumee River Church",
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Social media
// ---------------------------------------------------------------------------------------------------------------

export const DEMO_SOCIAL_LINKS: readonly SeedSocialLink[] = [
  { platform: "facebook", url: "https://www.facebook.com/heartlandchurchnetwork", isActive: true },
  { platform: "youtube", url: "https://www.youtube.com/@heartlandchurchnetwork", isActive: true },
  { platform: "instagram", url: "https://www.instagram.com/heartlandchurchnetwork", isActive: true },
  // Active but not yet filled in: hidden from the navigation until an administrator adds the URL.
  { platform: "twitter", url: "", isActive: true },
  // Filled in but switched off.
  { platform: "linkedin", url: "https://www.linkedin.com/company/heartlandchurchnetwork", isActive: false },
];

// ---------------------------------------------------------------------------------------------------------------
// Church planting
// ---------------------------------------------------------------------------------------------------------------

export const DEMO_PLANT_REQUESTS: readonly SeedPlantRequest[] = [
  {
    requestorName: "Sarah Whitaker",
    requestorEmail: "sarah.whitaker@example.com",
    requestorPhone: "(620) 555-0114",
    cityName: "Garden City",
    stateName: "KS",
    population: 28_000,
    reasonForRequest:
      "Garden City has grown quickly with families who came to work in meatpacking and agriculture, many from Mexico, Guatemala, Somalia and Myanmar. Most churches here worship only in English, and many newer families tell us they have not found a church home.",
    communityNeeds:
      "Bilingual worship (English and Spanish), ESL classes, help navigating schools and healthcare, and support for teenagers caught between two cultures.",
    existingChurches:
      "About a dozen churches, mostly small and English-speaking; one Spanish-language congregation meets on Sunday afternoons in a borrowed building.",
    supportNetwork:
      "Three families from our home group are ready to help, and Old Town Church Wichita has offered coaching and a year of rent support.",
    timeline: "Short-term (6-12 months)",
    additionalInfo: "A storefront on Main Street is available for lease in the spring.",
    latitude: 37.97169,
    longitude: -100.87266,
    status: "in-progress",
    priority: "high",
    notes: "Site visit completed. Coaching call with the Wichita team scheduled.",
  },
  {
    requestorName: "Linda Kowalski",
    requestorEmail: "linda.kowalski@example.net",
    requestorPhone: "(317) 555-0196",
    cityName: "Fishers",
    stateName: "IN",
    population: 99_000,
    reasonForRequest:
      "Fishers has doubled in size in twenty years and new subdivisions keep going up on the east side. Young families are moving in faster than the existing churches can welcome them.",
    communityNeeds:
      "Ministry to young families and commuters, marriage support, and a place for kids to belong outside of school sports.",
    existingChurches:
      "Several large churches on the west side; very few congregations east of Interstate 69, where most of the new neighborhoods are.",
    supportNetwork:
      "A launch team of about twenty adults from Meridian Street Fellowship lives in Fishers and is praying about being sent.",
    timeline: "Immediate (0-6 months)",
    additionalInfo: null,
    latitude: 39.95559,
    longitude: -86.01387,
    status: "in-progress",
    priority: "high",
    notes: "Launch team meets monthly. Looking for a candidate with suburban planting experience.",
  },
  {
    requestorName: "Daniel Ortiz",
    requestorEmail: "daniel.ortiz@example.com",
    requestorPhone: "(712) 555-0143",
    cityName: "Spencer",
    stateName: "IA",
    population: 11_300,
    reasonForRequest:
      "Our small church closed two years ago when our pastor retired, and several families have been driving forty minutes each way to worship. We would love to see a new congregation rooted in Spencer again.",
    communityNeeds:
      "Care for older adults, a youth group for the high school, and support for farm families during hard years.",
    existingChurches: "Four congregations in town, most with part-time pastors and aging memberships.",
    supportNetwork:
      "Eight families committed to attend and give; the old church building may be available for purchase.",
    timeline: "Medium-term (1-2 years)",
    additionalInfo: "We are praying for a pastor who loves small-town life and high school football.",
    latitude: null,
    longitude: null,
    status: "pending",
    priority: "medium",
    notes: null,
  },
  {
    requestorName: "Michael Brennan",
    requestorEmail: "michael.brennan@example.org",
    requestorPhone: "(906) 555-0175",
    cityName: "Marquette",
    stateName: "MI",
    population: 20_600,
    reasonForRequest:
      "Marquette is a university town on Lake Superior with thousands of students and young outdoor workers who have no connection to any church. We want to start a church that meets people where they are.",
    communityNeeds:
      "Community for students and young adults, mental health support through long winters, and outreach to the trail and ski community.",
    existingChurches: "A handful of traditional churches, with very few young adults attending any of them.",
    supportNetwork:
      "Two couples from Lakeside Bible Church in Escanaba and a campus ministry leader at the university.",
    timeline: "Long-term (2+ years)",
    additionalInfo:
      "Open to a bi-vocational planter; there is strong demand for nurses and teachers in the area.",
    latitude: 46.54354,
    longitude: -87.39542,
    status: "pending",
    priority: "low",
    notes: null,
  },
];

export const DEMO_CANDIDATES: readonly SeedCandidate[] = [
  {
    firstName: "Jonathan",
    lastName: "Reyes",
    email: "jonathan.reyes@example.com",
    phone: "(402) 555-0132",
    age: 38,
    maritalStatus: "Married",
    hasChildren: true,
    numberOfChildren: 3,
    currentChurch: OMAHA,
    currentRole: "Associate Pastor of Community Life",
    yearsInMinistry: 11,
    education: "B.A. in Communication, University of Nebraska Omaha",
    biblicalEducation: "Master of Divinity, Sioux Falls Seminary",
    pastoralExperience:
      "Associate pastor for six years, overseeing small groups and outreach; youth pastor for five years before that.",
    churchPlantingExperience:
      "Core team member of a Spanish-language plant in South Omaha that now runs two services each Sunday.",
    languagesSpoken: "English, Spanish",
    specializations: "Bilingual ministry, small groups, leadership development",
    geographicPreferences: "Nebraska, Kansas or western Iowa; open to anywhere in the central plains",
    communityTypePreference: "Suburban",
    availability: "3-6 months",
    supportingChurch: "Old Market Fellowship, Omaha",
    references:
      "Pastor Daniel Kruse, Old Market Fellowship, (402) 555-0124\nMaria Gutierrez, South Omaha Iglesia, (402) 555-0187",
    statement:
      "Jenny and I have spent a decade helping people find their place in God's family. We sense a clear call to plant a church where bilingual families can worship, grow and lead together.",
    additionalInfo: null,
    status: "available",
    isApproved: true,
    notes: "Strong fit for the Garden City request; assessment completed with excellent references.",
    submittedBy: "Old Market Fellowship",
    submitterEmail: "office@oldmarketfellowship.example.org",
  },
  {
    firstName: "Rachel",
    lastName: "Lindgren",
    email: "rachel.lindgren@example.net",
    phone: "(218) 555-0161",
    age: 31,
    maritalStatus: "Single",
    hasChildren: false,
    numberOfChildren: null,
    currentRole: "Campus Ministry Director",
    yearsInMinistry: 7,
    education: "B.S. in Nursing, University of Minnesota Duluth",
    biblicalEducation: "M.A. in Christian Ministry, Bethel Seminary",
    pastoralExperience:
      "Seven years leading a campus ministry of 150 students; preaching monthly at a local church.",
    churchPlantingExperience:
      "Helped launch a campus-to-community worship gathering that became a small church.",
    languagesSpoken: "English",
    specializations: "Young adults, campus ministry, mental health and soul care",
    geographicPreferences: "Northern Minnesota, Wisconsin or Michigan's Upper Peninsula",
    communityTypePreference: "Rural",
    availability: "Immediate",
    supportingChurch: "Lakeview Church of Duluth",
    references: "Pastor Rebecca Nygaard, Lakeview Church of Duluth, (218) 555-0150",
    statement:
      "I love the north woods and the people who call them home. I want to help start a church where students and young adults can bring their questions, find real friendship and meet Jesus.",
    additionalInfo: "Willing to serve bi-vocationally as a nurse.",
    status: "available",
    isApproved: true,
    notes: "Possible match for the Marquette request.",
    submittedBy: "Lakeview Church of Duluth",
    submitterEmail: "office@lakeviewduluth.example.org",
  },
  {
    firstName: "Samuel",
    lastName: "Okafor",
    email: "samuel.okafor@example.com",
    phone: "(773) 555-0108",
    age: 45,
    maritalStatus: "Married",
    hasChildren: true,
    numberOfChildren: 2,
    currentRole: "Executive Pastor",
    yearsInMinistry: 16,
    education: "B.S. in Business Administration, Loyola University Chicago",
    biblicalEducation: "Doctor of Ministry, Trinity Evangelical Divinity School",
    pastoralExperience:
      "Executive pastor for eight years in a multi-site church; senior pastor of a small Chicago congregation for six years.",
    churchPlantingExperience: "Oversaw the launch of two campuses on Chicago's South and West Sides.",
    languagesSpoken: "English, Igbo",
    specializations: "Urban ministry, church administration, multi-ethnic congregations",
    geographicPreferences: "Chicago, Milwaukee or Detroit metro areas; also open to Ohio",
    communityTypePreference: "Urban",
    availability: "6-12 months",
    supportingChurch: "Hyde Park Covenant Church",
    references: "Dr. Angela Whitfield, Hyde Park Covenant Church, (773) 555-0164",
    statement:
      "My family and I believe the church is God's family for every tongue and tribe. We want to plant a congregation in a city neighborhood where that truth is seen every Sunday.",
    additionalInfo: null,
    status: "available",
    isApproved: false,
    notes: null,
    submittedBy: "Hyde Park Covenant Church",
    submitterEmail: "hello@hydeparkcovenant.example.org",
  },
  {
    firstName: "Ruth",
    lastName: "Hendricks",
    email: "ruth.hendricks@example.org",
    phone: "(417) 555-0189",
    age: 58,
    maritalStatus: "Widowed",
    hasChildren: true,
    numberOfChildren: 2,
    currentRole: "Interim Pastor",
    yearsInMinistry: 24,
    education: "B.A. in Elementary Education, Missouri State University",
    biblicalEducation: "Master of Arts in Biblical Studies, Covenant Theological Seminary",
    pastoralExperience:
      "Twenty-four years in ministry, including twelve as pastor of a rural congregation and four interim pastorates.",
    churchPlantingExperience:
      "Helped restart a closed country church in the Ozarks that now has sixty members.",
    languagesSpoken: "English",
    specializations: "Church revitalization, pastoral care, rural ministry",
    geographicPreferences: "Missouri, southern Illinois or Indiana; small towns preferred",
    communityTypePreference: "Rural",
    availability: "Flexible",
    supportingChurch: "Ozark Hills Church, Springfield",
    references: "Pastor Wesley Carter, Ozark Hills Church, (417) 555-0133",
    statement:
      "After many years of pastoring small-town churches, I am convinced that rural communities deserve healthy, hopeful congregations. I would love to give my next season to seeing one born or reborn.",
    additionalInfo: "My children are grown, so I am free to relocate.",
    status: "contacted",
    isApproved: true,
    notes: "Introductory call held; she would like to learn more about the Spencer, Iowa request.",
    submittedBy: "Ozark Hills Church",
    submitterEmail: "office@ozarkhillschurch.example.org",
  },
];
