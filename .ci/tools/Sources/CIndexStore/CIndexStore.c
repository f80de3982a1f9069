// The functions are libIndexStore's; SwiftPM needs a source file for a C target.
