/** People for the demo data: students, faculty and mentors with Indian names, programmes and batches. */
import type { Random } from './random.ts';

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Shaurya',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Pari',
  'Anika',
  'Navya',
  'Myra',
  'Ira',
  'Kavya',
  'Rohan',
  'Rahul',
  'Priya',
  'Sneha',
  'Nikhil',
  'Harsh',
  'Tanvi',
  'Meera',
  'Kabir',
  'Yash',
  'Riya',
  'Aditi',
  'Pranav',
  'Siddharth',
  'Neha',
  'Pooja',
  'Varun',
  'Karthik',
  'Lakshmi',
  'Manpreet',
  'Gurpreet',
  'Simran',
  'Farhan',
  'Zoya',
  'Ayaan',
  'Sameer',
  'Deepika',
  'Ritika',
  'Abhishek',
  'Tejas',
  'Shruti',
  'Nandini',
  'Harini',
  'Vignesh',
  'Arnav',
  'Jasleen',
  'Imran',
  'Fatima',
  'Anirudh',
  'Bhavya',
] as const;

const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Patel',
  'Reddy',
  'Iyer',
  'Nair',
  'Menon',
  'Kulkarni',
  'Deshpande',
  'Joshi',
  'Chatterjee',
  'Banerjee',
  'Das',
  'Mukherjee',
  'Rao',
  'Naidu',
  'Pillai',
  'Khan',
  'Siddiqui',
  'Bhatt',
  'Mehta',
  'Shah',
  'Agarwal',
  'Malhotra',
  'Kapoor',
  'Chauhan',
  'Yadav',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Saxena',
  'Sethi',
  'Gill',
  'Dhillon',
  'Bose',
  'Sen',
  'Krishnan',
  'Subramanian',
] as const;

const PROGRAMMES = [
  'B.Tech CSE',
  'B.Tech CSE (AI & ML)',
  'B.Tech CSE (Data Science)',
  'B.Tech CSE (Cyber Security)',
  'B.Tech ECE',
  'B.Tech IT',
  'B.Tech EEE',
  'B.Tech ME',
  'M.Tech CSE',
  'BCA',
  'MCA',
] as const;

/** Batch, the year of study and semester it is in during 2025-26, and its roll number prefix. */
const BATCHES = [
  { batch: '2022-2026', year: '4', semester: '7', roll: '22' },
  { batch: '2023-2027', year: '3', semester: '5', roll: '23' },
  { batch: '2024-2028', year: '2', semester: '3', roll: '24' },
  { batch: '2021-2025', year: '4', semester: '8', roll: '21' },
] as const;

const DEPARTMENTS = [
  'Computer Science & Engineering',
  'Electronics & Communication Engineering',
  'Information Technology',
  'Electrical & Electronics Engineering',
  'Mechanical Engineering',
  'Applied Sciences',
] as const;

const FACULTY_DESIGNATIONS = ['Assistant Professor', 'Associate Professor', 'Professor', 'Professor & Head'] as const;

export interface Student {
  name: string;
  rollNumber: string;
  programme: string;
  batch: string;
  semester: string;
  year: string;
  linkedinLink?: string;
  profileImageUrl?: string;
}

export interface Faculty {
  name: string;
  department: string;
  email: string;
  phone: string;
  designation: string;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function fullName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** An Indian mobile number, written as forms usually get it. */
export function phone(random: Random): string {
  return `+91 ${random.pick(['98', '97', '96', '95', '94', '91', '88', '79', '70'])}${random.int(100, 999)} ${random.int(10000, 99999)}`;
}

/** A student; `linkedin` and `photo` decide whether those optional fields are present. */
export function student(
  random: Random,
  options: { name?: string; programme?: string; linkedin?: boolean; photo?: string } = {},
): Student {
  const name = options.name ?? fullName(random);
  const cohort = random.pick(BATCHES);
  const programme = options.programme ?? random.pick(PROGRAMMES);
  const person: Student = {
    name,
    rollNumber: `${cohort.roll}${random.int(10, 99)}99${String(random.int(1, 9999)).padStart(4, '0')}`,
    programme,
    batch: cohort.batch,
    semester: cohort.semester,
    year: cohort.year,
  };
  if (options.linkedin ?? true)
    person.linkedinLink = `https://www.linkedin.com/in/${slug(name)}-${random.int(100, 999)}`;
  if (options.photo) person.profileImageUrl = options.photo;
  return person;
}

export function faculty(random: Random, department?: string): Faculty {
  const name = fullName(random);
  return {
    name: `Dr. ${name}`,
    department: department ?? random.pick(DEPARTMENTS),
    email: `${slug(name).replace('-', '.')}@university.edu`,
    phone: phone(random),
    designation: random.pick(FACULTY_DESIGNATIONS),
  };
}
