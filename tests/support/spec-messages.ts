/**
 * The spec's messages for the nomination forms' required fields (spec 1,
 * section 5; spec 2, sections 5.1 to 5.3), keyed by the path of the field each
 * stands under: what the unit tests of a form's rules and its end-to-end tests
 * both expect, written once as the spec words them.
 */

/** An empty competition form (spec 2, section 5.1). */
export const COMPETITION_EMPTY_FORM = {
  category: 'Please select a competition category',
  competitionName: 'Competition name is required',
  organizingBody: 'Organizing body is required',
  level: 'Please select a level',
  location: 'Location is required',
  date: 'Date is required',
  participationType: 'Please select a participation type',
  'teamLeader.rollNumber': 'Team leader roll number is required',
  'teamLeader.programme': 'Team leader programme is required',
  'teamLeader.batch': 'Team leader batch is required',
  'teamLeader.semester': 'Team leader semester is required',
  'teamLeader.year': 'Team leader year is required',
  'teamLeader.linkedinLink': 'Team leader LinkedIn profile is required',
  'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
  title: 'Theme is required',
  description: 'Description is required',
  'outcome.0': 'Outcome is required',
  technologyDomain: 'Please select a technology domain',
  'techStack.0': 'Technology is required',
};

/** A team member row left empty, in the project and competition forms (its photo and LinkedIn aside, which differ). */
export const teamMemberRequired = (index: number) => ({
  [`teamMembers.${index}.name`]: 'Team member name is required',
  [`teamMembers.${index}.rollNumber`]: 'Team member roll number is required',
  [`teamMembers.${index}.programme`]: 'Team member programme is required',
  [`teamMembers.${index}.batch`]: 'Team member batch is required',
  [`teamMembers.${index}.semester`]: 'Team member semester is required',
  [`teamMembers.${index}.year`]: 'Team member year is required',
});

/** The student of an achievement nomination, left empty but for the name (spec 2, section 5.2). */
export const ACHIEVEMENT_STUDENT_REQUIRED = {
  'student.rollNumber': 'Roll number is required',
  'student.programme': 'Programme is required',
  'student.batch': 'Batch is required',
  'student.semester': 'Semester is required',
  'student.year': 'Year is required',
  'student.linkedinLink': 'LinkedIn profile is required',
  'student.profileImageUrl': 'Please wait for the profile image to finish uploading or select one.',
};

/** A Research Publication block left empty (spec 2, section 5.2). */
export const RESEARCH_EMPTY_BLOCK = {
  'researchDetails.publicationType': 'Please select a publication type',
  'researchDetails.title': 'Title is required',
  'researchDetails.description': 'Description is required',
  'researchDetails.publisherInfo.primaryInfo': 'Primary publisher information is required',
  'researchDetails.publisherInfo.secondaryInfo': 'Secondary publisher information is required',
  'researchDetails.identifiers.eIdentifier': 'Electronic identifier is required',
  'researchDetails.identifiers.printIdentifier': 'Print identifier is required',
  'researchDetails.dates.publicationDate': 'Publication date is required',
  'researchDetails.links.publicationUrl': 'Publication URL is required',
  'researchDetails.links.publisherWebsite': 'Publisher website is required',
  'researchDetails.outcome.0': 'Outcome is required',
  'researchDetails.supervisor.name': 'Supervisor name is required',
  'researchDetails.supervisor.affiliation': 'Supervisor affiliation is required',
  'researchDetails.supervisor.designation': 'Supervisor designation is required',
  'researchDetails.supervisor.phone': 'Supervisor phone is required',
  'researchDetails.supervisor.email': 'Supervisor email is required',
  'researchDetails.pptLink': 'Please upload the research paper',
};

/** An Open Source block left empty (spec 2, section 5.2). */
export const OPEN_SOURCE_EMPTY_BLOCK = {
  'openSourceDetails.projectName': 'Project name is required',
  'openSourceDetails.organization': 'Organization is required',
  'openSourceDetails.role': 'Please select your role',
  'openSourceDetails.description': 'Description is required',
  'openSourceDetails.techDomain': 'Please select a technology domain',
  'openSourceDetails.techStack.0': 'Technology is required',
  'openSourceDetails.impact.0': 'Impact is required',
};

/** A Higher Studies block left empty (spec 2, section 5.2). */
export const HIGHER_STUDIES_EMPTY_BLOCK = {
  'higherStudiesDetails.university': 'University is required',
  'higherStudiesDetails.universityType': 'Please select a university type',
  'higherStudiesDetails.country': 'Country is required',
  'higherStudiesDetails.course': 'Course is required',
  'higherStudiesDetails.programLevel': 'Please select a program level',
  'higherStudiesDetails.admissionYear': 'Admission year is required',
  'higherStudiesDetails.description': 'Description is required',
};

/** A Global Certification block left empty (spec 2, section 5.2). */
export const CERTIFICATION_EMPTY_BLOCK = {
  'certificationDetails.certificationName': 'Certification name is required',
  'certificationDetails.issuingOrganization': 'Issuing organization is required',
  'certificationDetails.certificationType': 'Please select a certification type',
  'certificationDetails.technologyDomain': 'Please select a technology domain',
  'certificationDetails.issueDate': 'Issue date is required',
  'certificationDetails.description': 'Description is required',
  'certificationDetails.skills.0': 'Skill is required',
  'certificationDetails.outcome.0': 'Outcome is required',
  'certificationDetails.pptLink': 'Please upload a proof of certification',
};

/** An empty placement form with the student's name and e-mail prefilled from the sign-in (spec 2, section 5.3). */
export const PLACEMENT_EMPTY_FORM = {
  category: 'Please select Placement or Internship',
  organizationName: 'Organization name is required',
  location: 'Location is required',
  organizationLink: 'Organization link is required',
  studentDesignation: 'Designation is required',
  duration: 'Duration is required',
  'student.rollNumber': 'Roll number is required',
  'student.programme': 'Programme is required',
  'student.batch': 'Batch is required',
  'student.semester': 'Semester is required',
  'student.year': 'Year is required',
  'student.phone': 'Phone is required',
  'student.linkedinLink': 'LinkedIn profile is required',
  'student.profileImageUrl': 'Profile photo is required',
};
