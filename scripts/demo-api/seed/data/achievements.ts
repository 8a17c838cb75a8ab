/** Achievement entries of the demo data, eight per category: six approved, one pending, one rejected. */

export interface ResearchEntry {
  publicationType: 'Journal' | 'Book' | 'Book Chapter' | 'Conference Proceedings' | 'Patent';
  title: string;
  description: string;
  primaryInfo: string;
  secondaryInfo: string;
  eIdentifier: string;
  printIdentifier: string;
  publicationDate: string;
  publisherWebsite: string;
  outcome: string[];
}

export interface OpenSourceEntry {
  projectName: string;
  organization: string;
  program: string;
  role:
    'Contributor' | 'Tester' | 'Open Source Enthusiast' | 'Group Project Member' | 'Mentor' | 'Maintainer' | 'Other';
  description: string;
  contributions: string[];
  pr: string;
  techStack: string[];
  techDomain: string;
  repo: string;
  impact: string[];
}

export interface HigherStudiesEntry {
  university: string;
  universityType: 'Central' | 'State' | 'Private' | 'Semi-Private' | 'Deemed' | 'Autonomous' | 'Foreign' | 'Other';
  country: string;
  course: string;
  specialization: string;
  programLevel: 'Masters' | 'PhD' | 'Post-Doctoral' | 'Other';
  programLevelOther: string;
  admissionYear: string;
  description: string;
}

export interface CertificationEntry {
  certificationName: string;
  issuingOrganization: string;
  certificationType: 'Beginner' | 'Fundamental' | 'Associate' | 'Professional' | 'Expert' | 'Speciality' | 'Master';
  technologyDomain: string;
  issueDate: string;
  expiryDate: string;
  credentialPrefix: string;
  verifyHost: string;
  description: string;
  skills: string[];
  outcome: string[];
}

export const RESEARCH_PUBLICATIONS: ResearchEntry[] = [
  {
    publicationType: 'Journal',
    title: 'Attention-Based Detection of Diabetic Retinopathy in Fundus Images',
    description:
      'We propose a lightweight attention network that grades diabetic retinopathy from fundus photographs taken with low-cost smartphone adapters, reaching a quadratic kappa of 0.86 on a dataset collected at rural eye camps.',
    primaryInfo: 'Elsevier',
    secondaryInfo: 'Computers in Biology and Medicine, Volume 178',
    eIdentifier: 'https://doi.org/10.1016/j.compbiomed.2024.108712',
    printIdentifier: 'ISSN 0010-4825',
    publicationDate: '2024-08-15',
    publisherWebsite: 'https://www.elsevier.com',
    outcome: ['Model shared with two partner eye hospitals for screening camps', 'Cited 14 times within a year'],
  },
  {
    publicationType: 'Conference Proceedings',
    title: 'Energy-Aware Task Offloading for Vehicular Edge Networks',
    description:
      'A deep reinforcement learning scheduler that decides which vehicle tasks run locally, at a roadside unit or in the cloud, cutting energy use by 21% while meeting latency deadlines.',
    primaryInfo: 'IEEE',
    secondaryInfo: '2024 IEEE Vehicular Technology Conference (VTC2024-Fall), Washington DC',
    eIdentifier: 'https://doi.org/10.1109/VTC2024-Fall63153.2024.10757598',
    printIdentifier: 'ISBN 979-8-3503-8741-4',
    publicationDate: '2024-10-07',
    publisherWebsite: 'https://ieeexplore.ieee.org',
    outcome: ['Presented orally at the conference'],
  },
  {
    publicationType: 'Book Chapter',
    title: 'Explainable Machine Learning for Credit Scoring of Thin-File Borrowers',
    description:
      'This chapter compares SHAP and counterfactual explanations for credit models built on alternative data such as utility and mobile recharge payments.',
    primaryInfo: 'Springer Nature',
    secondaryInfo: 'Explainable AI in Finance, Studies in Computational Intelligence, pp. 113-131',
    eIdentifier: 'https://doi.org/10.1007/978-3-031-55412-7_7',
    printIdentifier: 'ISBN 978-3-031-55411-0',
    publicationDate: '2024-05-30',
    publisherWebsite: 'https://link.springer.com',
    outcome: ['Chapter used as reading material in the FinTech elective'],
  },
  {
    publicationType: 'Patent',
    title: 'System for Detecting Adulteration in Milk Using Impedance Spectroscopy',
    description:
      'A handheld device that measures the electrical impedance of a milk sample at several frequencies and flags added water, urea or detergent within 30 seconds.',
    primaryInfo: 'Office of the Controller General of Patents, Designs and Trade Marks',
    secondaryInfo: 'Indian Patent Application, published in the Patent Journal',
    eIdentifier: '202411023456',
    printIdentifier: 'Publication No. 27/2024',
    publicationDate: '2024-07-05',
    publisherWebsite: 'https://ipindia.gov.in',
    outcome: ['Patent application published', 'Prototype tested at two dairy cooperatives'],
  },
  {
    publicationType: 'Journal',
    title: 'A Survey of Large Language Models for Low-Resource Indic Languages',
    description:
      'We review 48 multilingual and Indic-specific language models, their training corpora and benchmarks, and identify gaps for languages with fewer than ten million speakers.',
    primaryInfo: 'ACM',
    secondaryInfo: 'ACM Transactions on Asian and Low-Resource Language Information Processing, Vol. 24, Issue 2',
    eIdentifier: 'https://doi.org/10.1145/3698123',
    printIdentifier: 'ISSN 2375-4699',
    publicationDate: '2025-02-18',
    publisherWebsite: 'https://dl.acm.org',
    outcome: ["Selected for the journal's featured articles list"],
  },
  {
    publicationType: 'Book',
    title: 'Hands-On Embedded Linux for Student Makers',
    description:
      'A practical textbook co-written with faculty that walks students from a bare Raspberry Pi to a custom Yocto image with their own device drivers.',
    primaryInfo: 'Notion Press',
    secondaryInfo: 'First edition, 286 pages',
    eIdentifier: 'ISBN 978-93-5765-412-3 (eBook)',
    printIdentifier: 'ISBN 978-93-5765-411-6',
    publicationDate: '2025-06-10',
    publisherWebsite: 'https://notionpress.com',
    outcome: ['Adopted as the lab manual for the Embedded Systems course'],
  },
  {
    publicationType: 'Conference Proceedings',
    title: 'Pothole Detection from Dashcam Video on Edge Devices',
    description: 'Lightweight detector for potholes on Indian roads.',
    primaryInfo: 'Springer',
    secondaryInfo: 'Lecture Notes in Networks and Systems',
    eIdentifier: 'https://doi.org/10.1007/978-981-97-0000-0_1',
    printIdentifier: 'ISSN 2367-3370',
    publicationDate: '2025-05-02',
    publisherWebsite: 'https://link.springer.com',
    outcome: ['Accepted for presentation'],
  },
  {
    publicationType: 'Journal',
    title: 'Blockchain for Land Records: A Case Study',
    description: 'Case study of land record digitisation.',
    primaryInfo: 'Inderscience',
    secondaryInfo: 'International Journal of Electronic Governance',
    eIdentifier: 'https://doi.org/10.1504/IJEG.2025.100001',
    printIdentifier: 'ISSN 1742-7509',
    publicationDate: '2025-04-01',
    publisherWebsite: 'https://www.inderscience.com',
    outcome: ['Under review'],
  },
];

export const OPEN_SOURCE: OpenSourceEntry[] = [
  {
    projectName: 'Apache Airflow',
    organization: 'Apache Software Foundation',
    program: 'Google Summer of Code 2024',
    role: 'Contributor',
    description:
      'Worked on the new React-based grid view of DAG runs and improved accessibility of the task instance panel.',
    contributions: [
      'Keyboard navigation for the grid view',
      'Screen-reader labels for task states',
      'Unit tests for the new components',
    ],
    pr: '17',
    techStack: ['Python', 'TypeScript', 'React', 'Flask'],
    techDomain: 'Web Development',
    repo: 'https://github.com/apache/airflow',
    impact: ['Shipped in Airflow 2.10', 'Grid view usable without a mouse'],
  },
  {
    projectName: 'Zulip',
    organization: 'Kandra Labs',
    program: 'Google Summer of Code 2023',
    role: 'Contributor',
    description: 'Implemented message reminders and fixed long-standing bugs in the compose box on mobile browsers.',
    contributions: [
      'Scheduled message reminders',
      'Compose box fixes on Safari iOS',
      'Documentation of the reminders API',
    ],
    pr: '42',
    techStack: ['Python', 'Django', 'JavaScript', 'PostgreSQL'],
    techDomain: 'Full Stack Development',
    repo: 'https://github.com/zulip/zulip',
    impact: ['Feature used by thousands of organisations', 'Became a regular reviewer for the compose area'],
  },
  {
    projectName: 'Kubernetes Documentation',
    organization: 'Cloud Native Computing Foundation',
    program: 'LFX Mentorship 2024',
    role: 'Contributor',
    description: 'Localised the Kubernetes documentation into Hindi and built a glossary for consistent translations.',
    contributions: ['Translated 60+ concept pages to Hindi', 'Built a shared glossary of 300 terms'],
    pr: '58',
    techStack: ['Markdown', 'Hugo', 'Git'],
    techDomain: 'Container Orchestration',
    repo: 'https://github.com/kubernetes/website',
    impact: ['Hindi docs reached 70% coverage of the concepts section'],
  },
  {
    projectName: 'Oppia',
    organization: 'Oppia Foundation',
    program: 'Google Summer of Code 2025',
    role: 'Contributor',
    description:
      'Added offline support for lessons in the Oppia Android app so learners in low-connectivity areas can continue learning.',
    contributions: ['Lesson download manager', 'Offline progress sync'],
    pr: '23',
    techStack: ['Kotlin', 'Android', 'Bazel'],
    techDomain: 'Mobile Development',
    repo: 'https://github.com/oppia/oppia-android',
    impact: ['Offline mode released to learners in 3 countries'],
  },
  {
    projectName: 'scikit-learn',
    organization: 'scikit-learn',
    program: '',
    role: 'Open Source Enthusiast',
    description: 'Fixed edge cases in model selection utilities and improved examples in the user guide.',
    contributions: ['Bug fix in StratifiedKFold with tiny classes', 'Rewrote two gallery examples'],
    pr: '6',
    techStack: ['Python', 'NumPy', 'Cython'],
    techDomain: 'Machine Learning',
    repo: 'https://github.com/scikit-learn/scikit-learn',
    impact: ['Fixes released in version 1.5'],
  },
  {
    projectName: 'FOSSASIA Eventyay',
    organization: 'FOSSASIA',
    program: 'Hacktoberfest 2024',
    role: 'Maintainer',
    description: 'Maintains the ticketing module of the event management platform and mentors new contributors.',
    contributions: ['Reviewed 120 pull requests', 'Refactored the ticket checkout flow'],
    pr: '35',
    techStack: ['Python', 'Django', 'Vue.js'],
    techDomain: 'Web Development',
    repo: '',
    impact: ['Platform used for FOSSASIA Summit 2025 ticketing', 'Onboarded 15 first-time contributors'],
  },
  {
    projectName: 'OpenMRS',
    organization: 'OpenMRS Inc.',
    program: 'Hacktoberfest 2024',
    role: 'Tester',
    description: 'Tested the new patient chart.',
    contributions: ['Reported 12 bugs'],
    pr: '2',
    techStack: ['Java'],
    techDomain: 'HealthTech',
    repo: 'https://github.com/openmrs/openmrs-core',
    impact: ['Bugs fixed in the next release'],
  },
  {
    projectName: 'Jenkins',
    organization: 'CD Foundation',
    program: '',
    role: 'Other',
    description: 'Plugin documentation.',
    contributions: ['Docs'],
    pr: '1',
    techStack: ['Java'],
    techDomain: 'DevOps',
    repo: 'https://github.com/jenkinsci/jenkins',
    impact: ['Minor docs fix'],
  },
];

export const HIGHER_STUDIES: HigherStudiesEntry[] = [
  {
    university: 'Carnegie Mellon University',
    universityType: 'Foreign',
    country: 'United States',
    course: 'MS in Computer Science',
    specialization: 'Machine Learning',
    programLevel: 'Masters',
    programLevelOther: '',
    admissionYear: '2025',
    description: 'Admitted to the School of Computer Science with a research assistantship in the Robotics Institute.',
  },
  {
    university: 'Indian Institute of Science, Bengaluru',
    universityType: 'Deemed',
    country: 'India',
    course: 'PhD in Computational and Data Sciences',
    specialization: 'High Performance Computing',
    programLevel: 'PhD',
    programLevelOther: '',
    admissionYear: '2024',
    description:
      "Selected through GATE and interview for the direct PhD programme with a Prime Minister's Research Fellowship.",
  },
  {
    university: 'Technical University of Munich',
    universityType: 'Foreign',
    country: 'Germany',
    course: 'MSc Informatics',
    specialization: '',
    programLevel: 'Masters',
    programLevelOther: '',
    admissionYear: '2025',
    description: "Tuition-free master's programme; also awarded a DAAD scholarship for the first year.",
  },
  {
    university: 'Indian Institute of Technology Bombay',
    universityType: 'Central',
    country: 'India',
    course: 'M.Tech in Electrical Engineering',
    specialization: 'Microelectronics',
    programLevel: 'Masters',
    programLevelOther: '',
    admissionYear: '2024',
    description: 'Admitted with a GATE rank of 212 to the microelectronics stream, with a teaching assistantship.',
  },
  {
    university: 'National University of Singapore',
    universityType: 'Foreign',
    country: 'Singapore',
    course: 'Integrated MS-PhD in Computing',
    specialization: 'Human-Computer Interaction',
    programLevel: 'Other',
    programLevelOther: 'Integrated MS-PhD',
    admissionYear: '2025',
    description: 'Full scholarship covering tuition and a monthly stipend for five years.',
  },
  {
    university: 'ETH Zurich',
    universityType: 'Foreign',
    country: 'Switzerland',
    course: 'Postdoctoral Research',
    specialization: 'Computer Vision',
    programLevel: 'Post-Doctoral',
    programLevelOther: '',
    admissionYear: '2023',
    description:
      'An alumnus who completed a PhD at IIT Delhi joined the Computer Vision Lab as a postdoctoral researcher.',
  },
  {
    university: 'University of Toronto',
    universityType: 'Foreign',
    country: 'Canada',
    course: 'MEng in Electrical and Computer Engineering',
    specialization: 'Software Systems',
    programLevel: 'Masters',
    programLevelOther: '',
    admissionYear: '2025',
    description: "Course-based master's programme.",
  },
  {
    university: 'University of Edinburgh',
    universityType: 'Foreign',
    country: 'United Kingdom',
    course: 'MSc Artificial Intelligence',
    specialization: '',
    programLevel: 'Masters',
    programLevelOther: '',
    admissionYear: '2025',
    description: "One-year taught master's programme.",
  },
];

export const CERTIFICATIONS: CertificationEntry[] = [
  {
    certificationName: 'AWS Certified Solutions Architect - Associate',
    issuingOrganization: 'Amazon Web Services',
    certificationType: 'Associate',
    technologyDomain: 'Cloud Computing',
    issueDate: '2024-09-12',
    expiryDate: '2027-09-12',
    credentialPrefix: 'AWS-SAA-',
    verifyHost: 'https://www.credly.com/badges/',
    description: 'Validates the ability to design resilient, cost-optimised architectures on AWS.',
    skills: ['VPC design', 'High availability', 'IAM', 'Cost optimisation'],
    outcome: ["Designed the cloud architecture of the department's project portal"],
  },
  {
    certificationName: 'Oracle Certified Professional: Java SE 17 Developer',
    issuingOrganization: 'Oracle',
    certificationType: 'Professional',
    technologyDomain: 'Backend Development',
    issueDate: '2024-03-05',
    expiryDate: '',
    credentialPrefix: 'OCP17-',
    verifyHost: 'https://catalog-education.oracle.com/verify/',
    description: 'Covers modern Java: records, sealed classes, streams, concurrency and modules.',
    skills: ['Java 17', 'Streams API', 'Concurrency'],
    outcome: ['Scored 88% in the exam'],
  },
  {
    certificationName: 'Certified Kubernetes Administrator (CKA)',
    issuingOrganization: 'The Linux Foundation',
    certificationType: 'Professional',
    technologyDomain: 'Container Orchestration',
    issueDate: '2025-01-20',
    expiryDate: '2027-01-20',
    credentialPrefix: 'LF-CKA-',
    verifyHost: 'https://training.linuxfoundation.org/certification/verify/',
    description: 'Performance-based exam on installing, configuring and troubleshooting Kubernetes clusters.',
    skills: ['Cluster upgrades', 'Networking', 'Troubleshooting', 'etcd backup'],
    outcome: ["Set up the coding club's self-hosted cluster"],
  },
  {
    certificationName: 'Google Cloud Professional Data Engineer',
    issuingOrganization: 'Google Cloud',
    certificationType: 'Professional',
    technologyDomain: 'Data Engineering',
    issueDate: '2024-11-02',
    expiryDate: '2026-11-02',
    credentialPrefix: 'GCP-PDE-',
    verifyHost: 'https://www.credential.net/',
    description: 'Validates designing and operating data processing systems on Google Cloud.',
    skills: ['BigQuery', 'Dataflow', 'Pub/Sub', 'Data governance'],
    outcome: ['Built the batch pipeline for the placement analytics dashboard'],
  },
  {
    certificationName: 'Cisco Certified Network Associate (CCNA)',
    issuingOrganization: 'Cisco',
    certificationType: 'Associate',
    technologyDomain: 'Network Security',
    issueDate: '2024-06-18',
    expiryDate: '2027-06-18',
    credentialPrefix: 'CSCO1',
    verifyHost: 'https://www.cisco.com/go/verifycertificate/',
    description: 'Networking fundamentals, IP connectivity, security fundamentals and automation.',
    skills: ['Routing and switching', 'VLANs', 'ACLs'],
    outcome: ['Volunteers with the campus network team'],
  },
  {
    certificationName: 'TensorFlow Developer Certificate',
    issuingOrganization: 'Google',
    certificationType: 'Fundamental',
    technologyDomain: 'Deep Learning',
    issueDate: '2023-12-10',
    expiryDate: '',
    credentialPrefix: 'TFDC-',
    verifyHost: 'https://www.credential.net/',
    description: 'Demonstrates building and training neural networks with TensorFlow.',
    skills: ['CNNs', 'Sequence models', 'Time series'],
    outcome: ['Conducted a TensorFlow workshop for juniors'],
  },
  {
    certificationName: 'CompTIA Security+',
    issuingOrganization: 'CompTIA',
    certificationType: 'Associate',
    technologyDomain: 'Cybersecurity',
    issueDate: '2025-04-14',
    expiryDate: '2028-04-14',
    credentialPrefix: 'COMP-SEC-',
    verifyHost: 'https://www.certmetrics.com/comptia/public/verification.aspx?code=',
    description: 'Baseline security skills.',
    skills: ['Threats', 'Cryptography basics'],
    outcome: ['Certified'],
  },
  {
    certificationName: 'Salesforce Certified Administrator',
    issuingOrganization: 'Salesforce',
    certificationType: 'Beginner',
    technologyDomain: 'Enterprise Software',
    issueDate: '2025-05-20',
    expiryDate: '',
    credentialPrefix: 'SF-ADM-',
    verifyHost: 'https://trailheadacademy.salesforce.com/verify/',
    description: 'Salesforce administration basics.',
    skills: ['Data model', 'Security'],
    outcome: ['Certified'],
  },
];
