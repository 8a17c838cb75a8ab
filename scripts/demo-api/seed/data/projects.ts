/** Project ideas of the demo data, nine per category: seven approved, one pending, one rejected. */

export interface ProjectIdea {
  title: string;
  domain: string;
  stack: string[];
  problem: string;
  features: string[];
  outcome: string[];
  awards?: string[];
}

export interface IndustryIdea extends ProjectIdea {
  organization: string;
  mentorDesignation: string;
  description: string;
}

export interface InHouseIdea extends ProjectIdea {
  projectType: 'Minor' | 'Major';
}

export interface ResearchIdea extends ProjectIdea {
  paperTitle: string;
  publicationType: 'Journal' | 'Conference' | 'Book Chapter' | 'Patent';
  publicationName: string;
  publicationDate: string;
}

export interface StartupIdea extends ProjectIdea {
  startup: string;
  foundationYear: number;
  incubator: string;
  registered: boolean;
  description: string;
  roles: string[];
}

export const INDUSTRY_IDEAS: IndustryIdea[] = [
  {
    title: 'Smart Grid Load Forecaster',
    domain: 'Machine Learning',
    stack: ['Python', 'TensorFlow', 'Pandas', 'FastAPI'],
    problem:
      'Distribution companies buy power a day ahead on rough estimates, so feeders are either overloaded at peak hours or power is bought that is never used.',
    features: [
      'Hourly load forecast per feeder for the next 48 hours',
      'Weather and holiday aware model retrained every night',
      'Alerts when a feeder is forecast above 90% capacity',
    ],
    outcome: [
      'Forecast error (MAPE) reduced from 11.2% to 4.8% on 62 feeders',
      'Pilot adopted by the load dispatch team for North Delhi',
    ],
    awards: ['Best Industry Project, Project Expo 2025'],
    organization: 'Tata Power Delhi Distribution Ltd',
    mentorDesignation: 'Senior Manager, Load Dispatch',
    description:
      "A forecasting service that feeds the utility's day-ahead power purchase planning with feeder-level predictions.",
  },
  {
    title: 'Warehouse Slotting Optimizer',
    domain: 'Data Science',
    stack: ['Python', 'OR-Tools', 'PostgreSQL', 'React'],
    problem:
      'Pickers in large fulfilment centres walk up to 14 km a shift because fast-moving items are stored far from packing stations.',
    features: [
      'Velocity analysis of 40,000 SKUs from order history',
      'Constraint solver that proposes weekly re-slotting moves',
      'Floor map that shows the before and after pick paths',
    ],
    outcome: [
      'Average pick path shortened by 23% in a two-week trial',
      'Re-slotting plan generated in under 3 minutes',
    ],
    organization: 'Flipkart Supply Chain Operations',
    mentorDesignation: 'Lead Data Scientist',
    description: 'Decision support for warehouse managers that decides where each product should live on the shelves.',
  },
  {
    title: 'Predictive Maintenance CNC',
    domain: 'IoT',
    stack: ['ESP32', 'MQTT', 'InfluxDB', 'Grafana', 'Python'],
    problem:
      'Spindle failures on CNC machines stop a production line for hours because wear is only noticed after the breakdown.',
    features: [
      'Vibration and temperature sensors retrofitted on 12 machines',
      'Anomaly detection on spindle vibration spectra',
      'Maintenance tickets raised automatically in the plant system',
    ],
    outcome: [
      'Two bearing failures predicted 5 days in advance during the pilot',
      'Unplanned downtime reduced by 31% on the pilot line',
    ],
    awards: ['Runner-up, Industry Connect Showcase 2024'],
    organization: 'Bharat Forge Ltd',
    mentorDesignation: 'Deputy General Manager, Maintenance',
    description: 'Low-cost condition monitoring for legacy machines on the forging shop floor.',
  },
  {
    title: 'Invoice OCR Pipeline',
    domain: 'Computer Vision',
    stack: ['Python', 'OpenCV', 'Tesseract', 'Django', 'Celery'],
    problem:
      'Accounts payable teams key in thousands of scanned vendor invoices by hand every month, with frequent typing errors in GST numbers and totals.',
    features: [
      'Layout detection for 30+ invoice templates',
      'GSTIN and total validation against purchase orders',
      'Review screen that highlights low-confidence fields',
    ],
    outcome: [
      '87% of invoices processed without human correction',
      'Processing time per invoice down from 4 minutes to 40 seconds',
    ],
    organization: 'Infosys BPM',
    mentorDesignation: 'Technology Lead',
    description: "Document digitisation pipeline for the client's finance shared services centre.",
  },
  {
    title: 'Fleet Route Planner',
    domain: 'Backend Development',
    stack: ['Go', 'PostgreSQL', 'OSRM', 'Redis'],
    problem:
      'Last-mile delivery vans in tier-2 cities follow routes planned by hand each morning, missing time windows and wasting fuel.',
    features: [
      'Capacitated vehicle routing with delivery time windows',
      'Re-planning when a parcel is added during the day',
      'Driver app feed with turn-by-turn stop order',
    ],
    outcome: ['Fuel use per parcel reduced by 12% across 40 vans', 'On-time delivery rate improved from 81% to 93%'],
    organization: 'Delhivery Ltd',
    mentorDesignation: 'Engineering Manager',
    description: 'A routing microservice used by the hub operations team in Ludhiana and Jalandhar.',
  },
  {
    title: 'Crop Insurance Claim Triage',
    domain: 'AgriTech',
    stack: ['Python', 'XGBoost', 'Google Earth Engine', 'Flask'],
    problem:
      'Crop loss claims take weeks to verify because surveyors must visit every field, while most claims could be checked from satellite data.',
    features: [
      'NDVI time series per field from Sentinel-2 imagery',
      'Risk score that flags claims needing a field visit',
      'Claim officer dashboard with field boundaries',
    ],
    outcome: [
      '68% of claims cleared without a field visit in the pilot district',
      'Average settlement time reduced from 41 to 12 days',
    ],
    awards: ['Best Social Impact Project 2025'],
    organization: 'HDFC ERGO General Insurance',
    mentorDesignation: 'Head, Rural Analytics',
    description: 'Satellite-assisted verification of crop insurance claims under PMFBY.',
  },
  {
    title: 'Retail Shelf Audit App',
    domain: 'Mobile Development',
    stack: ['Flutter', 'TensorFlow Lite', 'Firebase'],
    problem:
      'Field sales teams audit shelves by counting products manually, so out-of-stock and misplaced items are reported days late.',
    features: [
      'On-device product detection from a single shelf photo',
      'Planogram compliance score per store',
      'Offline mode with sync when the network returns',
    ],
    outcome: ['Audit time per store reduced from 25 to 6 minutes', 'Used by 35 field executives in Punjab and Haryana'],
    organization: 'Reliance Retail Ltd',
    mentorDesignation: 'Product Manager, Store Tech',
    description: 'A phone app that turns shelf photos into stock and planogram reports.',
  },
  {
    title: 'Hospital Bed Tracker',
    domain: 'HealthTech',
    stack: ['Next.js', 'Node.js', 'MongoDB', 'Socket.IO'],
    problem: 'Emergency staff phone each ward to find a free bed, delaying admissions during peak hours.',
    features: ['Live bed board for all wards', 'Housekeeping status after discharge', 'Admission queue with priority'],
    outcome: ['Prototype tested with two wards'],
    organization: 'Fortis Healthcare',
    mentorDesignation: 'IT Manager',
    description: 'Real-time bed availability for the emergency department.',
  },
  {
    title: 'Cold Chain Monitor',
    domain: 'IoT',
    stack: ['LoRaWAN', 'Node-RED', 'TimescaleDB'],
    problem: 'Milk collection centres lose product when chillers fail at night and nobody notices until morning.',
    features: ['Temperature sensors on bulk milk coolers', 'SMS alerts on threshold breach', 'Daily compliance report'],
    outcome: ['Installed at three collection centres'],
    organization: 'Amul Dairy',
    mentorDesignation: 'Assistant Manager, Quality',
    description: 'Remote temperature monitoring of village milk chillers.',
  },
];

export const IN_HOUSE_IDEAS: InHouseIdea[] = [
  {
    title: 'Campus Lost and Found Portal',
    domain: 'Web Development',
    stack: ['React', 'Express', 'MongoDB', 'Cloudinary'],
    problem:
      'Items lost on campus are reported on scattered WhatsApp groups, and most are never returned to their owners.',
    features: [
      'Report lost or found items with photos and location',
      'Matching suggestions by category, place and date',
      'Verified hand-over through the security office',
    ],
    outcome: ['212 items returned in the first semester', 'Adopted by the Student Welfare office'],
    awards: ['Best Minor Project, CSE Department 2025'],
    projectType: 'Major',
  },
  {
    title: 'Smart Attendance with Face ID',
    domain: 'Computer Vision',
    stack: ['Python', 'OpenCV', 'dlib', 'SQLite'],
    problem: 'Roll call takes ten minutes of every lecture and proxy attendance is common in large classes.',
    features: [
      'Face recognition from one classroom camera frame',
      'Liveness check against printed photos',
      'Attendance export to the ERP format',
    ],
    outcome: ['96.4% recognition accuracy in a class of 72 students', 'Roll call time reduced to under one minute'],
    projectType: 'Minor',
  },
  {
    title: 'Library Seat Booking System',
    domain: 'Full Stack Development',
    stack: ['Vue.js', 'Spring Boot', 'MySQL'],
    problem:
      'During examinations students queue outside the central library before it opens, and seats are held with bags for hours.',
    features: [
      'Two-hour seat slots booked from the student portal',
      'QR check-in at the seat, auto-release after 15 minutes',
      'Occupancy heat map for the librarian',
    ],
    outcome: [
      'Queue at opening time eliminated during end-semester exams',
      'Average seat utilisation up from 58% to 84%',
    ],
    projectType: 'Major',
  },
  {
    title: 'Hostel Mess Feedback Analyzer',
    domain: 'Natural Language Processing',
    stack: ['Python', 'spaCy', 'Streamlit'],
    problem:
      'Hundreds of free-text mess feedback forms every week are never read, so recurring complaints go unaddressed.',
    features: [
      'Sentiment and topic extraction in English and Hinglish',
      'Weekly digest for the mess committee',
      'Trend of complaints per dish and per day',
    ],
    outcome: [
      'Identified three recurring hygiene issues that were fixed',
      'Feedback response rate doubled after students saw action taken',
    ],
    projectType: 'Minor',
  },
  {
    title: 'Lab Equipment Inventory',
    domain: 'Web Development',
    stack: ['Django', 'PostgreSQL', 'Bootstrap'],
    problem:
      'Lab assistants track oscilloscopes, kits and sensors in paper registers, and issued items are often not returned.',
    features: [
      'QR labels on every instrument',
      'Issue and return with student ID scan',
      'Calibration due-date reminders',
    ],
    outcome: ['1,340 items catalogued across 9 laboratories', 'Missing items at semester end down by 70%'],
    projectType: 'Major',
  },
  {
    title: 'Campus Energy Dashboard',
    domain: 'IoT',
    stack: ['Raspberry Pi', 'Modbus', 'InfluxDB', 'Grafana'],
    problem:
      'The estate office receives one electricity bill for the whole campus and cannot tell which buildings waste power.',
    features: [
      'Smart meter readings from 14 buildings every minute',
      'After-hours consumption alerts',
      'Monthly building-wise report',
    ],
    outcome: ['Identified 18% night-time waste in two academic blocks', 'Estimated saving of ₹4.2 lakh per year'],
    projectType: 'Minor',
  },
  {
    title: 'Timetable Clash Resolver',
    domain: 'Backend Development',
    stack: ['Python', 'FastAPI', 'React'],
    problem:
      'Preparing the semester timetable takes the department two weeks of manual work and still produces room and faculty clashes.',
    features: [
      'Genetic algorithm with hard and soft constraints',
      'Faculty preference input form',
      'Clash report and one-click export',
    ],
    outcome: ['Clash-free timetable for 46 sections generated in 6 minutes'],
    projectType: 'Major',
  },
  {
    title: 'Placement Prep Tracker',
    domain: 'Web Development',
    stack: ['Next.js', 'Supabase'],
    problem: 'Students preparing for placements have no single place to track mock tests and interview feedback.',
    features: ['Mock test scores over time', 'Interview feedback notes', 'Company-wise preparation checklist'],
    outcome: ['Beta used by 40 students'],
    projectType: 'Minor',
  },
  {
    title: 'Canteen Pre-Order App',
    domain: 'Mobile Development',
    stack: ['React Native', 'Firebase'],
    problem: 'The canteen is crowded in the short lunch break and many students skip lunch.',
    features: ['Order ahead with pickup slot', 'UPI payment', 'Ready notification'],
    outcome: ['Prototype demonstrated to the canteen vendor'],
    projectType: 'Minor',
  },
];

export const RESEARCH_IDEAS: ResearchIdea[] = [
  {
    title: 'Low-Light Image Enhancement',
    domain: 'Deep Learning',
    stack: ['PyTorch', 'OpenCV', 'CUDA'],
    problem: 'Night-time CCTV footage in Indian streets is too dark and noisy for number plate and face recognition.',
    features: [
      'Lightweight retinex-inspired network (1.2M parameters)',
      'Noise-aware loss trained on a new 3,000-pair dataset',
      'Real-time inference at 30 fps on a Jetson Nano',
    ],
    outcome: ['PSNR of 24.1 dB on LOL-v2, above comparable lightweight models', 'Dataset released for academic use'],
    awards: ['Best Paper Award, Student Track'],
    paperTitle: 'LiteLux: A Lightweight Network for Low-Light Surveillance Image Enhancement',
    publicationType: 'Conference',
    publicationName: 'International Conference on Computer Vision and Image Processing (CVIP)',
    publicationDate: '2024-12-12',
  },
  {
    title: 'Federated Learning for ECG',
    domain: 'HealthTech',
    stack: ['Python', 'Flower', 'PyTorch'],
    problem:
      'Hospitals cannot pool ECG recordings to train arrhythmia models because patient data may not leave the hospital.',
    features: [
      'Federated training across five simulated hospitals',
      'Differential privacy on shared model updates',
      'Handling of non-identically distributed patient groups',
    ],
    outcome: ['Accuracy within 1.3% of centralised training', 'Privacy budget analysis included in the paper'],
    paperTitle: 'Privacy-Preserving Federated Arrhythmia Classification from Multi-Centre ECG Data',
    publicationType: 'Journal',
    publicationName: 'Biomedical Signal Processing and Control',
    publicationDate: '2025-03-01',
  },
  {
    title: 'Quantum-Safe Key Exchange IoT',
    domain: 'Cryptography',
    stack: ['C', 'ARM Cortex-M4', 'liboqs'],
    problem:
      'Low-power IoT devices still use key exchange that quantum computers are expected to break, and post-quantum schemes are thought too heavy for them.',
    features: [
      'Kyber-512 key exchange ported to a Cortex-M4 board',
      'Memory-optimised polynomial multiplication',
      'Energy measurement per handshake',
    ],
    outcome: ['Handshake completed in 38 ms using 9 KB of RAM', 'Energy per handshake comparable to ECDH'],
    paperTitle: 'Feasibility of Kyber Key Encapsulation on Constrained IoT Nodes',
    publicationType: 'Conference',
    publicationName: 'IEEE International Conference on Advanced Networks and Telecommunications Systems (ANTS)',
    publicationDate: '2024-12-18',
  },
  {
    title: 'Hindi-English Code-Mix NER',
    domain: 'Natural Language Processing',
    stack: ['Python', 'Hugging Face Transformers', 'PyTorch'],
    problem:
      'Named entity recognition models fail on Hinglish social media text that mixes scripts and languages within one sentence.',
    features: [
      '12,000 annotated code-mixed tweets',
      'Transliteration-aware tokeniser',
      'Fine-tuned multilingual transformer',
    ],
    outcome: ['F1 of 0.81, up from 0.67 for the multilingual baseline'],
    paperTitle: 'Transliteration-Aware Named Entity Recognition for Hindi-English Code-Mixed Text',
    publicationType: 'Book Chapter',
    publicationName: 'Advances in Computational Linguistics for Indian Languages (Springer)',
    publicationDate: '2025-01-20',
  },
  {
    title: 'Graphene Antenna for 5G',
    domain: '5G Technology',
    stack: ['CST Microwave Studio', 'MATLAB'],
    problem:
      'Millimetre-wave 5G handsets need compact antennas that can be tuned across bands without extra switching hardware.',
    features: [
      'Graphene patch antenna tunable by bias voltage',
      'Simulation at 26 and 28 GHz bands',
      'Fabricated prototype measured in an anechoic chamber',
    ],
    outcome: ['Tuning range of 2.1 GHz with gain above 6 dBi', 'Measured results within 4% of simulation'],
    paperTitle: 'A Bias-Tunable Graphene Patch Antenna for 5G Millimetre-Wave Handsets',
    publicationType: 'Journal',
    publicationName: 'AEU - International Journal of Electronics and Communications',
    publicationDate: '2024-09-15',
  },
  {
    title: 'Solar Panel Fault Detection',
    domain: 'Computer Vision',
    stack: ['Python', 'YOLOv8', 'DJI Mavic 3T'],
    problem:
      'Hot spots on solar farm panels are found by walking the rows with handheld thermal cameras, which takes days per megawatt.',
    features: [
      'Drone thermal survey flight plans',
      'Detection of hot spots, cracks and soiling',
      'Panel-level report mapped to string IDs',
    ],
    outcome: ['A 5 MW plant surveyed in 2 hours instead of 4 days', 'mAP@0.5 of 0.89 on the field dataset'],
    paperTitle: 'Drone-Based Thermal Inspection of Photovoltaic Plants Using Deep Object Detection',
    publicationType: 'Book Chapter',
    publicationName: 'Renewable Energy Systems and Smart Grids (CRC Press)',
    publicationDate: '2025-02-10',
  },
  {
    title: 'Low-Cost Soil Moisture Probe',
    domain: 'AgriTech',
    stack: ['KiCad', 'ATmega328P', 'Capacitive sensing'],
    problem:
      'Commercial soil moisture probes cost over ₹8,000, out of reach for smallholder farmers who over-irrigate as a result.',
    features: [
      'Capacitive probe on a corrosion-resistant PCB',
      'Temperature compensation',
      'Bill of materials under ₹600',
    ],
    outcome: ['Indian patent application filed and published', 'Readings within 3% of a laboratory reference'],
    paperTitle: 'Corrosion-Resistant Capacitive Soil Moisture Probe with Temperature Compensation',
    publicationType: 'Patent',
    publicationName: 'Indian Patent Office, Application No. 202411045678',
    publicationDate: '2024-08-30',
  },
  {
    title: 'Traffic Density Estimation',
    domain: 'Computer Vision',
    stack: ['Python', 'YOLOv8'],
    problem: 'Signal timings at city junctions are fixed and ignore actual traffic.',
    features: ['Vehicle counting from junction cameras', 'Density per lane'],
    outcome: ['Evaluated on recorded footage'],
    paperTitle: 'Lane-Wise Traffic Density Estimation for Adaptive Signal Control',
    publicationType: 'Conference',
    publicationName: 'National Conference on Smart Cities',
    publicationDate: '2025-04-05',
  },
  {
    title: 'Sign Language Translator',
    domain: 'Deep Learning',
    stack: ['MediaPipe', 'TensorFlow'],
    problem: 'Deaf students struggle to follow lectures without an interpreter.',
    features: ['Hand landmark tracking', 'Sign to text for 50 ISL words'],
    outcome: ['Prototype accuracy 78%'],
    paperTitle: 'Indian Sign Language Word Recognition Using Hand Landmarks',
    publicationType: 'Journal',
    publicationName: 'Journal of Assistive Technologies',
    publicationDate: '2025-05-01',
  },
];

export const STARTUP_IDEAS: StartupIdea[] = [
  {
    title: 'KrishiMitra Agri Advisory',
    domain: 'AgriTech',
    stack: ['Kotlin', 'Firebase', 'Python', 'Twilio'],
    problem:
      'Smallholder farmers in Punjab get pest and fertiliser advice from input dealers who profit from selling more chemicals.',
    features: [
      'Crop advisory in Punjabi and Hindi over voice calls',
      'Pest identification from a leaf photo',
      "Mandi price alerts for the farmer's crops",
    ],
    outcome: ['4,800 farmers onboarded in 60 villages', 'Pesticide spend reduced by 18% among active users'],
    awards: ['Winner, Punjab Startup Challenge 2024'],
    startup: 'KrishiMitra',
    foundationYear: 2023,
    incubator: 'University Innovation & Incubation Centre',
    registered: true,
    description: 'An agronomist-backed advisory service that reaches farmers on basic phones.',
    roles: ['CEO', 'CTO', 'Head of Field Operations'],
  },
  {
    title: 'MedQueue Clinic Scheduling',
    domain: 'HealthTech',
    stack: ['React Native', 'Node.js', 'PostgreSQL', 'WhatsApp Business API'],
    problem:
      'Patients wait three to four hours at busy private clinics because appointments are handed out as paper tokens.',
    features: [
      'Live token position on WhatsApp',
      'Doctor-side queue with consultation timer',
      'No-show prediction to overbook sensibly',
    ],
    outcome: ['Deployed in 27 clinics in Chandigarh tricity', 'Average waiting room time cut by 62%'],
    awards: ['Top 10, NASSCOM HealthTech Pitch 2024'],
    startup: 'MedQueue Health Pvt Ltd',
    foundationYear: 2022,
    incubator: 'Atal Incubation Centre',
    registered: true,
    description: 'Queue management for outpatient clinics without new hardware.',
    roles: ['Co-founder & CEO', 'Co-founder & CTO'],
  },
  {
    title: 'StudyNest Peer Tutoring',
    domain: 'EdTech',
    stack: ['Flutter', 'Django', 'Agora'],
    problem:
      'First-year students hesitate to ask faculty for help, while seniors who aced the same courses have no way to tutor them.',
    features: [
      'Course-matched senior tutors with ratings',
      'Micro-sessions of 20 minutes over video',
      'Credits that seniors redeem at the campus store',
    ],
    outcome: ['1,100 sessions held across two campuses', 'Backlog rate in Engineering Mathematics reduced by 9%'],
    startup: 'StudyNest',
    foundationYear: 2024,
    incubator: 'University Innovation & Incubation Centre',
    registered: false,
    description: 'Peer tutoring marketplace run by students for students.',
    roles: ['Founder', 'Product Lead', 'Growth Lead'],
  },
  {
    title: 'ReWear Thrift Marketplace',
    domain: 'E-commerce',
    stack: ['Next.js', 'Shopify', 'Razorpay'],
    problem: 'Good-condition clothes are thrown away while students look for affordable fashion.',
    features: [
      'Doorstep pickup of pre-owned clothes',
      'Quality grading and steam cleaning',
      'Curated drops every Friday',
    ],
    outcome: [
      '9,000 garments resold, diverting an estimated 4.5 tonnes from landfill',
      'Break-even reached in month 14',
    ],
    startup: 'ReWear Circular Fashion LLP',
    foundationYear: 2023,
    incubator: 'Startup Punjab Hub',
    registered: true,
    description: 'A curated second-hand fashion store for college students.',
    roles: ['Founder & CEO', 'Operations Head'],
  },
  {
    title: 'VoltBox EV Charging Kiosk',
    domain: 'CleanTech',
    stack: ['STM32', 'OCPP', 'Go', 'React'],
    problem: 'E-rickshaw drivers charge batteries overnight with unsafe home wiring and lose earning hours.',
    features: ['Battery swap kiosk with 8 slots', 'UPI pay-per-swap', 'Battery health tracking per cycle'],
    outcome: ['Two kiosks running near Rajpura bus stand', '160 swaps a day at peak'],
    startup: 'VoltBox Mobility',
    foundationYear: 2024,
    incubator: 'IIT Ropar TBIF',
    registered: false,
    description: 'Battery swapping for three-wheeler electric vehicles.',
    roles: ['CEO', 'Hardware Lead', 'Software Lead'],
  },
  {
    title: 'PayPaisa Micro-Savings',
    domain: 'FinTech',
    stack: ['Kotlin', 'Spring Boot', 'UPI Autopay'],
    problem: 'Daily wage workers cannot save because banks and mutual funds expect monthly deposits.',
    features: [
      'Round-up savings on every UPI payment',
      'Daily ₹10 autopay into liquid funds',
      'Goal-based withdrawals',
    ],
    outcome: ['12,500 users with ₹1.8 crore saved', 'Approved under RBI regulatory sandbox cohort'],
    awards: ['Fintech Innovation Award, Global Fintech Fest 2024'],
    startup: 'PayPaisa Technologies Pvt Ltd',
    foundationYear: 2022,
    incubator: 'Atal Incubation Centre',
    registered: true,
    description: 'Micro-savings built on UPI for the informal workforce.',
    roles: ['Co-founder & CEO', 'Co-founder & CPO'],
  },
  {
    title: 'DroneDoc Crop Survey',
    domain: 'Drones & UAVs',
    stack: ['PX4', 'Python', 'QGIS'],
    problem: 'Agronomists cannot survey large farms often enough to catch disease early.',
    features: [
      'Multispectral drone surveys on demand',
      'Disease hot-spot maps delivered in 24 hours',
      'Spray prescription maps',
    ],
    outcome: ['3,200 acres surveyed in the first season'],
    startup: 'DroneDoc Aerial',
    foundationYear: 2025,
    incubator: 'University Innovation & Incubation Centre',
    registered: false,
    description: 'Drone-based crop health surveys for large farms and cooperatives.',
    roles: ['Founder'],
  },
  {
    title: 'LocalKart Kirana Delivery',
    domain: 'E-commerce',
    stack: ['Flutter', 'Firebase'],
    problem: 'Neighbourhood kirana stores lose customers to quick-commerce apps.',
    features: ['Store catalogue from a photo of the shelf', 'Delivery by store staff'],
    outcome: ['Pilot with 12 stores'],
    startup: 'LocalKart',
    foundationYear: 2025,
    incubator: 'Startup Punjab Hub',
    registered: false,
    description: 'A delivery app for neighbourhood grocery stores.',
    roles: ['Founder', 'Co-founder'],
  },
  {
    title: 'AquaSense Water Quality',
    domain: 'IoT',
    stack: ['ESP32', 'AWS IoT'],
    problem: 'Village water tanks are tested once a year at best.',
    features: ['pH and turbidity sensing', 'Alerts to the panchayat'],
    outcome: ['Prototype installed at one tank'],
    startup: 'AquaSense',
    foundationYear: 2024,
    incubator: 'Atal Incubation Centre',
    registered: false,
    description: 'Continuous water quality monitoring for rural tanks.',
    roles: ['Founder'],
  },
];
