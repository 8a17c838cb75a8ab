/** Placement and internship entries of the demo data, eight each: six approved, one pending, one rejected. */

export interface PlacementEntry {
  organizationName: string;
  location: string;
  organizationLink: string;
  studentDesignation: string;
  /** Empty means the record leaves the field out. */
  duration: string;
  pkg: string;
  projectAssigned: string;
  projectDescription: string;
}

export const PLACEMENTS: PlacementEntry[] = [
  {
    organizationName: 'Microsoft',
    location: 'Hyderabad, Telangana',
    organizationLink: 'https://www.microsoft.com',
    studentDesignation: 'Software Engineer',
    duration: 'Full-time',
    pkg: '₹44 LPA',
    projectAssigned: 'Azure Storage',
    projectDescription:
      'Works on the metadata service of Azure Blob Storage, improving listing performance for very large containers.',
  },
  {
    organizationName: 'Amazon',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://www.amazon.jobs',
    studentDesignation: 'SDE-1',
    duration: 'Full-time',
    pkg: '₹38 LPA',
    projectAssigned: 'Last Mile Delivery Tech',
    projectDescription: 'Builds services that assign parcels to delivery associates in Indian cities.',
  },
  {
    organizationName: 'Goldman Sachs',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://www.goldmansachs.com',
    studentDesignation: 'Analyst, Engineering',
    duration: 'Full-time',
    pkg: '₹28 LPA',
    projectAssigned: '',
    projectDescription: '',
  },
  {
    organizationName: 'Zoho Corporation',
    location: 'Chennai, Tamil Nadu',
    organizationLink: 'https://www.zoho.com',
    studentDesignation: 'Member Technical Staff',
    duration: 'Full-time',
    pkg: '',
    projectAssigned: 'Zoho Desk',
    projectDescription: "Develops the ticket routing engine of Zoho's customer support product.",
  },
  {
    organizationName: 'Texas Instruments',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://www.ti.com',
    studentDesignation: 'Digital Design Engineer',
    duration: '',
    pkg: '',
    projectAssigned: 'Analog front-end verification',
    projectDescription: 'Writes UVM testbenches for mixed-signal chips used in battery management systems.',
  },
  {
    organizationName: 'Tata Consultancy Services',
    location: 'Pune, Maharashtra',
    organizationLink: 'https://www.tcs.com',
    studentDesignation: 'Digital Engineer',
    duration: 'Full-time',
    pkg: '₹7 LPA',
    projectAssigned: 'Banking modernisation',
    projectDescription: "Migrates a European bank's batch jobs from mainframe to Spring Batch on cloud.",
  },
  {
    organizationName: 'Deloitte USI',
    location: 'Gurugram, Haryana',
    organizationLink: 'https://www.deloitte.com',
    studentDesignation: 'Analyst',
    duration: 'Full-time',
    pkg: '₹7.6 LPA',
    projectAssigned: '',
    projectDescription: '',
  },
  {
    organizationName: 'Infosys',
    location: 'Mysuru, Karnataka',
    organizationLink: 'https://www.infosys.com',
    studentDesignation: 'Specialist Programmer',
    duration: 'Full-time',
    pkg: '₹9.5 LPA',
    projectAssigned: '',
    projectDescription: '',
  },
];

export const INTERNSHIPS: PlacementEntry[] = [
  {
    organizationName: 'Google',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://careers.google.com',
    studentDesignation: 'STEP Intern',
    duration: '12 weeks',
    pkg: '₹1,10,000 per month',
    projectAssigned: 'Google Pay merchant onboarding',
    projectDescription: 'Built an internal tool that validates merchant KYC documents before manual review.',
  },
  {
    organizationName: 'Samsung R&D Institute',
    location: 'Noida, Uttar Pradesh',
    organizationLink: 'https://research.samsung.com/sri-noida',
    studentDesignation: 'Research Intern',
    duration: '8 weeks',
    pkg: '₹50,000 per month',
    projectAssigned: 'On-device speech enhancement',
    projectDescription: 'Quantised a speech denoising model to run in real time on Galaxy phones.',
  },
  {
    organizationName: 'ISRO Space Applications Centre',
    location: 'Ahmedabad, Gujarat',
    organizationLink: 'https://www.sac.gov.in',
    studentDesignation: 'Project Trainee',
    duration: '6 months',
    pkg: '',
    projectAssigned: 'Cloud masking for Oceansat-3 imagery',
    projectDescription:
      'Developed a U-Net model that masks clouds in ocean colour images before chlorophyll estimation.',
  },
  {
    organizationName: 'Razorpay',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://razorpay.com',
    studentDesignation: 'Backend Engineering Intern',
    duration: '6 months',
    pkg: '₹60,000 per month',
    projectAssigned: 'Payment links reconciliation',
    projectDescription: 'Wrote a Go service that reconciles settled payments with payment links for large merchants.',
  },
  {
    organizationName: 'Siemens Healthineers',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://www.siemens-healthineers.com',
    studentDesignation: 'Software Intern',
    duration: '',
    pkg: '',
    projectAssigned: '',
    projectDescription: '',
  },
  {
    organizationName: 'DRDO DIAT',
    location: 'Pune, Maharashtra',
    organizationLink: 'https://www.diat.ac.in',
    studentDesignation: 'Summer Research Intern',
    duration: '8 weeks',
    pkg: '',
    projectAssigned: 'Radar signal classification',
    projectDescription: 'Classified simulated radar pulse trains with 1D convolutional networks.',
  },
  {
    organizationName: 'Swiggy',
    location: 'Bengaluru, Karnataka',
    organizationLink: 'https://careers.swiggy.com',
    studentDesignation: 'Data Science Intern',
    duration: '6 months',
    pkg: '₹75,000 per month',
    projectAssigned: '',
    projectDescription: '',
  },
  {
    organizationName: 'Walmart Global Tech',
    location: 'Chennai, Tamil Nadu',
    organizationLink: 'https://careers.walmart.com',
    studentDesignation: 'Software Engineering Intern',
    duration: '10 weeks',
    pkg: '₹85,000 per month',
    projectAssigned: '',
    projectDescription: '',
  },
];

export interface AlumniEntry {
  name: string;
  programme: string;
  batch: string;
  designation: string;
  organization: string;
  bio: string;
  best: boolean;
}

export const ALUMNI: AlumniEntry[] = [
  {
    name: 'Ritika Malhotra',
    programme: 'B.Tech CSE',
    batch: '2012-2016',
    designation: 'Senior Staff Engineer',
    organization: 'Google',
    bio: "Leads the team behind Google Maps' offline routing in emerging markets. Mentors final-year students every summer and has hired four of our graduates.",
    best: true,
  },
  {
    name: 'Farhan Siddiqui',
    programme: 'B.Tech ECE',
    batch: '2010-2014',
    designation: 'Co-founder & CTO',
    organization: 'Ather Energy',
    bio: "Built the battery management system of India's first smart electric scooter. Returns to campus each year to judge the e-mobility project expo.",
    best: true,
  },
  {
    name: 'Lakshmi Iyer',
    programme: 'M.Tech CSE',
    batch: '2015-2017',
    designation: "Scientist 'SD'",
    organization: 'Indian Space Research Organisation',
    bio: 'Works on onboard software for Earth observation satellites and was part of the Chandrayaan-3 mission software team.',
    best: true,
  },
  {
    name: 'Harsh Agarwal',
    programme: 'B.Tech IT',
    batch: '2014-2018',
    designation: 'Product Manager',
    organization: 'Razorpay',
    bio: "Owns Razorpay's UPI Autopay product and previously co-founded a campus food delivery startup.",
    best: false,
  },
  {
    name: 'Simran Gill',
    programme: 'B.Tech CSE (AI & ML)',
    batch: '2019-2023',
    designation: 'Machine Learning Engineer',
    organization: 'NVIDIA',
    bio: 'Optimises large language model inference on GPUs; her final-year project on Punjabi speech recognition was published at Interspeech.',
    best: false,
  },
  {
    name: 'Karthik Subramanian',
    programme: 'B.Tech ME',
    batch: '2011-2015',
    designation: 'Assistant Professor',
    organization: 'IIT Madras',
    bio: 'Researches additive manufacturing of titanium implants after a PhD from Purdue University.',
    best: false,
  },
  {
    name: 'Navya Reddy',
    programme: 'MCA',
    batch: '2016-2019',
    designation: 'Engineering Manager',
    organization: 'Atlassian',
    bio: 'Manages the Jira Cloud performance team in Bengaluru.',
    best: false,
  },
  {
    name: 'Gurpreet Dhillon',
    programme: 'B.Tech EEE',
    batch: '2013-2017',
    designation: 'Founder',
    organization: 'SunHarvest Solar',
    bio: 'Runs a solar EPC company that has installed 40 MW of rooftop capacity across Punjab.',
    best: false,
  },
  {
    name: 'Yash Mehta',
    programme: 'B.Tech CSE',
    batch: '2017-2021',
    designation: 'Software Engineer II',
    organization: 'Uber',
    bio: 'Works on pricing systems.',
    best: false,
  },
  {
    name: 'Pooja Nair',
    programme: 'BCA',
    batch: '2018-2021',
    designation: 'UX Designer',
    organization: 'Freshworks',
    bio: 'Designs onboarding flows.',
    best: false,
  },
];
